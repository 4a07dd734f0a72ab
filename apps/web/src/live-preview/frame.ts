import { matchQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { trpcClient } from '../lib/trpc';
import { overlayContent, overlaySingleton } from './overlay';
import { type PreviewTarget, previewReady, readPreviewValues } from './protocol';
import { previewable } from './public-pages';

/**
 * The public page as the admin's live preview frames it (loaded only then, see main.tsx): the
 * form's unsaved values, as the admin sends them, laid over this page's own reads in its query
 * cache, so the real page components render them. Everything stays in this frame: nothing is
 * sent to the server, and the page sends nothing that writes.
 */
export function startLivePreview(queryClient: QueryClient): void {
  const parent = window.parent;
  refuseWrites();
  const trpc = createTRPCOptionsProxy({ queryClient, client: trpcClient });
  const cache = queryClient.getQueryCache();
  // Each answer this frame laid the values over, and the server's answer it came from: the
  // next values go over the server's, not over the last preview's.
  const served = new WeakMap<object, unknown>();
  let current: { target: PreviewTarget; values: Record<string, unknown> } | undefined;
  let writing = false;

  const readsOf = (target: PreviewTarget): QueryKey[] =>
    target.kind === 'content'
      ? [trpc.content[target.type].list.pathKey(), trpc.content[target.type].page.pathKey()]
      : [trpc.singleton[target.name].get.pathKey()];

  const overlay = (query: Query) => {
    if (!current || query.state.data === undefined) return;
    const { target, values } = current;
    const shown = query.state.data;
    const base = typeof shown === 'object' && shown !== null ? (served.get(shown) ?? shown) : shown;
    const next =
      target.kind === 'content'
        ? overlayContent(base, target.id, values, new Date().toISOString())
        : overlaySingleton(base, values);
    writing = true;
    try {
      queryClient.setQueryData(query.queryKey, next);
    } finally {
      writing = false;
    }
    const stored = queryClient.getQueryData(query.queryKey);
    if (typeof stored === 'object' && stored !== null) served.set(stored, base);
  };

  const overlayAll = () => {
    if (!current) return;
    for (const queryKey of readsOf(current.target))
      for (const query of cache.findAll({ queryKey })) overlay(query);
  };

  // A read answered again (a refetch, the next page, another page of the site opened in the
  // frame) gets the values laid over it too.
  cache.subscribe((event) => {
    if (writing || !current || event.type !== 'updated' || event.action.type !== 'success') return;
    const { query } = event;
    if (readsOf(current.target).some((queryKey) => matchQuery({ queryKey }, query))) overlay(query);
  });

  window.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin || event.source !== parent) return;
    const message = readPreviewValues(event.data, previewable);
    if (!message) return;
    current = message;
    overlayAll();
  });
  parent.postMessage(previewReady, window.location.origin);
}

/**
 * The preview shows and never writes: a request that could change anything (a form sent from
 * inside the frame) is refused before it leaves, with the error a failed network gives.
 */
function refuseWrites(): void {
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    return ['GET', 'HEAD'].includes(method.toUpperCase())
      ? send(input, init)
      : Promise.reject(new TypeError('The live preview sends nothing.'));
  };
}
