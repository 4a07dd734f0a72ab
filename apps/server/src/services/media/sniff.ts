import { type MediaKind, type MediaMime, mediaKindOf, mediaMimeSchema } from '@studio/contracts';

/** Enough of a file's start for every type the library takes to be told apart. */
export const SNIFF_BYTES = 4100;

/** A file's type by its first bytes (never its name), when the library takes it. */
export async function sniffMedia(
  head: Uint8Array,
): Promise<{ mime: MediaMime; kind: MediaKind; ext: string } | undefined> {
  // Loaded on the first upload, not at every start (file-type and its tokenizers).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  const mime = mediaMimeSchema.safeParse(found?.mime);
  if (!found || !mime.success) return undefined;
  return { mime: mime.data, kind: mediaKindOf(mime.data), ext: found.ext };
}
