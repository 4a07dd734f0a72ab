import { z } from 'zod';
import type { ApiError } from './api-error';
import { fieldKind, recordRefsSchema } from './field-kinds';
import { REQUIRED_MESSAGE, text, tooLongMessage } from './fields';
import { PAGE_LIMIT_MAX } from './limits';
import { mediaMessages } from './media-messages';
import { recordMetaSchema } from './record';
import type { ContentTypeName } from './registry';
import { registryFields } from './registry-fields';

/** What the library holds: still images and clips. */
export const mediaKinds = ['image', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * The types the library takes, told by their content (magic bytes), never by a name or the
 * sender's MIME type. SVG is not among them (see docs/decisions/021).
 */
export const mediaMimeSchema = z.enum([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);
export type MediaMime = z.infer<typeof mediaMimeSchema>;
export type ImageMime = Extract<MediaMime, `image/${string}`>;

export const isImageMime = (mime: MediaMime): mime is ImageMime => mime.startsWith('image/');
export const mediaKindOf = (mime: MediaMime): MediaKind => (isImageMime(mime) ? 'image' : 'video');

/** The widths an image's variants are written at (never wider than the original). */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
/** Variant formats, best first: a `<picture>` lists its sources in this order. */
export const mediaVariantFormats = ['avif', 'webp', 'jpeg'] as const;
export type MediaVariantFormat = (typeof mediaVariantFormats)[number];

/**
 * Crops: 4:3 cuts of an image around its focal point (the shape of the public cards), at these
 * widths and in every variant format (see docs/decisions/045-focal-points.md).
 */
export const MEDIA_CROP_ASPECT = { width: 4, height: 3 } as const;
export const MEDIA_CROP_WIDTHS = [320, 640] as const;

export const MEDIA_ALT_MAX = 300;
export const MEDIA_NAME_MAX = 200;

const variantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  format: z.enum(mediaVariantFormats),
});
export type MediaVariant = z.infer<typeof variantSchema>;

const focalCoordinate = z
  .number({ error: mediaMessages.focalRange })
  .min(0, mediaMessages.focalRange)
  .max(1, mediaMessages.focalRange);

/**
 * The point of an image that must stay in view when it is cut to another shape: `x` from its
 * left edge, `y` from its top, each as a fraction of its size (0..1).
 */
export const focalPointSchema = z.object(
  { x: focalCoordinate, y: focalCoordinate },
  { error: mediaMessages.focalPoint },
);
export type FocalPoint = z.infer<typeof focalPointSchema>;

/** A library item as every answer gives it. */
export const mediaRecordSchema = z.object({
  _id: z.string(),
  kind: z.enum(mediaKinds),
  /** The uploaded file's name (shown to admins, searchable), or the name given since. */
  name: z.string(),
  /** The original, as uploaded (metadata stripped for images). */
  url: z.string(),
  mime: mediaMimeSchema,
  bytes: z.number().int(),
  /** Null for a video when ffprobe is not installed. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds, for a video whose length ffprobe could read. */
  duration: z.number().optional(),
  alt: z.string(),
  /** A tiny blurred image (a data: URI) shown until the real one has loaded. */
  placeholder: z.string().nullable(),
  variants: z.array(variantSchema),
  /** What stays in view when the item is cut to another shape; null: its centre. */
  focalPoint: focalPointSchema.nullable(),
  /** An image's 4:3 cuts around its focal point (empty for a video). */
  crops: z.array(variantSchema),
  /** A video's poster frame. */
  poster: z.string().optional(),
  /** Why a video has no poster or size (ffmpeg missing or unable to read it). */
  notice: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 1 when uploaded, raised by every change */
  version: z.number().int(),
});
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

/** A record that uses a library item, as a refused delete names it (its error's `usedBy`). */
export type MediaUser = NonNullable<ApiError['usedBy']>[number];

// Trimmed: an alt text of spaces describes nothing, and a name's edges are typing slips.
const alt = text().trim().max(MEDIA_ALT_MAX, tooLongMessage(MEDIA_ALT_MAX));
const name = text()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(MEDIA_NAME_MAX, tooLongMessage(MEDIA_NAME_MAX));

/** The text fields sent beside the file of an upload. */
export const mediaUploadSchema = z.object({ alt: alt.optional() });

/** What an admin may change of an item: its alt text, name and focal point (null: the centre). */
export const mediaUpdateSchema = z.object({
  alt: alt.optional(),
  name: name.optional(),
  focalPoint: focalPointSchema.nullable().optional(),
});

/** The admin's library: a page, newest first, searched by name and alt text, by kind. */
export const mediaBrowseSchema = z.object({
  limit: z.number().int().min(1).max(PAGE_LIMIT_MAX).default(24),
  cursor: z.number().int().min(0).nullish(),
  search: z.string().trim().max(200, tooLongMessage(200)).optional(),
  kind: z.enum(mediaKinds).optional(),
});

export const mediaIdSchema = z.object({ id: text().min(1, REQUIRED_MESSAGE) });
export const mediaUpdateByIdSchema = mediaUpdateSchema.extend(mediaIdSchema.shape);

/**
 * What a public page needs to render a library item a record's field points at: keyed by
 * field in the record's `_media`.
 */
export const mediaRenderSchema = mediaRecordSchema.pick({
  kind: true,
  width: true,
  height: true,
  alt: true,
  placeholder: true,
  variants: true,
  focalPoint: true,
  crops: true,
  poster: true,
});
export type MediaRender = z.infer<typeof mediaRenderSchema>;

/**
 * What a content record carries besides its fields. `_media`: beside a record whose image or
 * video fields point at library media, what a page needs to render each (sizes, variants,
 * placeholder), keyed by field; absent otherwise. Here, not in record.ts: the inboxes' records
 * share `recordMetaSchema`, and their pages should not load the library's schemas. `_refs`:
 * beside a record whose reference fields name records the reader may see, each one's `_id` and
 * title, keyed by field (one, or a list for a field of several).
 */
export const contentRecordMetaSchema = recordMetaSchema.extend({
  _media: z.record(z.string(), mediaRenderSchema).optional(),
  _refs: recordRefsSchema.optional(),
});

/** Where the library's files are served from: `/files/media/<hash>/<file>`. */
export const MEDIA_URL_PREFIX = '/files/media/';

/** The address of one file of a library item. */
export const mediaFileUrl = (hash: string, file: string) => `${MEDIA_URL_PREFIX}${hash}/${file}`;

const LIBRARY_PATH = /^\/files\/media\/([0-9a-f]{64})\/[a-z0-9][a-z0-9._-]*$/;

/**
 * The item (its hash) a URL points at, when it is one of the library's files: as the library
 * gives it (`/files/media/…`), or written out with a host or a query string.
 */
export function libraryHashOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.includes(MEDIA_URL_PREFIX)) return undefined;
  try {
    return LIBRARY_PATH.exec(new URL(url, 'http://site.invalid').pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** The fields of a content type that hold an image or a video URL, by their kinds' `media`. */
export const mediaFieldsOf = (type: ContentTypeName): { field: string; kind: MediaKind }[] =>
  registryFields(type).flatMap(({ name, spec }) => {
    const kind = fieldKind(spec.kind).media;
    return kind ? [{ field: name, kind }] : [];
  });

/** The library items a record's media fields point at: by field, with the kind it takes. */
export function libraryReferences(
  type: ContentTypeName,
  record: object,
): { field: string; kind: MediaKind; hash: string }[] {
  const values = new Map<string, unknown>(Object.entries(record));
  return mediaFieldsOf(type).flatMap(({ field, kind }) => {
    const hash = libraryHashOf(values.get(field));
    return hash ? [{ field, kind, hash }] : [];
  });
}
