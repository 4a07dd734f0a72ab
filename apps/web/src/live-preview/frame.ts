import { livePreviewWords, loadLaterWords } from '@studio/content';
import { documentLocale } from '../i18n/page-locale';
import type { PageReads, Read } from '../public/data/page-reads';
import { markRecord } from './mark';
import { NEW_RECORD_ID, overlayContent, overlayFirst, overlaySingleton, readsOn } from './overlay';
import { type PreviewTarget, previewReady, readPreviewValues } from './protocol';
import { previewable, shownFirst } from './public-pages';

/**
 * The public page as the admin's live preview frames it (loaded only then, see
 * public/start.tsx): the form's unsaved values, as the admin sends them, laid over this page's
 * own reads, so the real page components render them. Everything stays in this frame: nothing is
 * sent to the server, and the page sends nothing that writes.
 */
export function startLivePreview(reads: PageReads): void {
  const parent = window.parent;
  refuseWrites();
  // Each answer this frame laid the values over, and the server's answer it came from: the
  // next values go over the server's, not over the last preview's.
  const served = new WeakMap<object, unknown>();
  let current: { target: PreviewTarget; values: Record<string, unknown> } | undefined;

  /** The procedures whose answers show the target: a type's list and pages, or a singleton. */
  const pathsOf = (target: PreviewTarget): string[][] =>
    target.kind === 'content'
      ? [
          ['content', target.type, 'list'],
          ['content', target.type, 'page'],
        ]
      : [['singleton', target.name, 'get']];
  const shows = (target: PreviewTarget, read: Read<unknown>) =>
    pathsOf(target).some((path) => path.join('.') === read.def.key[0].join('.'));

  const overlay = (read: Read<unknown>) => {
    const shown = read.getState().data;
    if (!current || shown === undefined || !shows(current.target, read)) return;
    const { target, values } = current;
    const base = typeof shown === 'object' && shown !== null ? (served.get(shown) ?? shown) : shown;
    const now = new Date().toISOString();
    const next =
      target.kind === 'content'
        ? (shownFirst.includes(target.type) ? overlayFirst : overlayContent)(
            base,
            target.id,
            values,
            now,
          )
        : overlaySingleton(base, values);
    read.put(next);
    if (typeof next === 'object' && next !== null) served.set(next, base);
    // A gallery whose pages read so far lack the record reads its next page (once the API has
    // answered: not over the page the first screen came with), and is laid over again then.
    // After this answer's read is over: one asked for during it would join it.
    if (target.kind === 'content' && read.getState().answeredAt !== 0 && readsOn(base, target.id))
      setTimeout(() => void read.fetchNextPage());
  };

  // A read answered again (a refetch, the next page) gets the values laid over it too.
  reads.onAnswer(overlay);
  const marker = markRecord(
    loadLaterWords(documentLocale(document).locale).then(
      (words) => (words ?? { preview: livePreviewWords }).preview.editing,
      () => livePreviewWords.editing,
    ),
  );

  window.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin || event.source !== parent) return;
    const message = readPreviewValues(event.data, previewable);
    if (!message) return;
    current = message;
    for (const read of reads.all()) overlay(read);
    const { target } = message;
    marker.show(target.kind === 'content' ? (target.id ?? NEW_RECORD_ID) : undefined);
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
