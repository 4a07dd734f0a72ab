import type { ContentTypeName, SingletonName } from '@studio/contracts';

/**
 * What the admin's live preview (the edit or add page) and the public page in its frame say to
 * each other, with `postMessage` between two windows of the same origin. Nothing here goes to
 * the server.
 */
const CHANNEL = 'studio-live-preview';

/** The record a form edits: a content record (`id` null on the add page) or a singleton. */
export type PreviewTarget =
  | { kind: 'content'; type: ContentTypeName; id: string | null }
  | { kind: 'singleton'; name: SingletonName };

/** The admin's form as it is now: the record's fields, unsaved. */
export interface PreviewValues {
  channel: typeof CHANNEL;
  target: PreviewTarget;
  values: Record<string, unknown>;
}

/** The framed page, once it listens: the admin then sends the form as it is. */
interface PreviewReady {
  channel: typeof CHANNEL;
  ready: true;
}

export const previewValues = (
  target: PreviewTarget,
  values: Record<string, unknown>,
): PreviewValues => ({ channel: CHANNEL, target, values });

export const previewReady: PreviewReady = { channel: CHANNEL, ready: true };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isPreviewReady = (data: unknown): boolean =>
  isObject(data) && data.channel === CHANNEL && data.ready === true;

/** The names a framed page accepts: the types its pages show, and the singletons. */
interface Previewable {
  types: readonly ContentTypeName[];
  singletons: readonly SingletonName[];
}

/** The target as the framed page checks it: only names it knows, so it touches only their reads. */
function previewTargetOf(data: unknown, known: Previewable): PreviewTarget | undefined {
  if (!isObject(data)) return undefined;
  if (data.kind === 'content') {
    const type = known.types.find((name) => name === data.type);
    const id = typeof data.id === 'string' ? data.id : null;
    return type && (data.id === null || id !== null) ? { kind: 'content', type, id } : undefined;
  }
  if (data.kind === 'singleton') {
    const name = known.singletons.find((singleton) => singleton === data.name);
    return name ? { kind: 'singleton', name } : undefined;
  }
  return undefined;
}

/** A message from the admin, checked; anything else is undefined. */
export function readPreviewValues(
  data: unknown,
  known: Previewable,
): { target: PreviewTarget; values: Record<string, unknown> } | undefined {
  if (!isObject(data) || data.channel !== CHANNEL || !isObject(data.values)) return undefined;
  const target = previewTargetOf(data.target, known);
  return target ? { target, values: data.values } : undefined;
}
