import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  access,
  type ContentTypeName,
  contentTypeNames,
  type FocalPoint,
  isImageMime,
  type ListPage,
  libraryReferences,
  MEDIA_NAME_MAX,
  type MediaRecord,
  type MediaRender,
  type MediaUser,
  type MediaVariant,
  mediaBrowseSchema,
  mediaFileUrl,
  mediaKinds,
  mediaMessages,
  mediaMimeSchema,
  mediaUpdateSchema,
  mediaUploadSchema,
  mediaVariantFormats,
  type PageQuery,
  recordTitle,
} from '@studio/contracts';
import {
  contentTableName,
  type Database,
  deleteMedia,
  findContentMentioning,
  findMedia,
  findMediaByHash,
  findMediaByHashes,
  findTrashMentioning,
  insertMedia,
  listMedia,
  type MediaRow,
  touchContentVersions,
  updateMedia,
} from '@studio/db';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import { z } from 'zod';
import type { ByteRange, ObjectStorage, StoredObject } from '../../storage';
import { type Actor, allows, authorize, authorOf } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, ServiceError, stale, staleVersion, summarize, validate } from '../errors';
import { senderFileName } from '../file-name';
import type { FormPart } from '../inbox/service';
import { type ImageFile, placeholderOf, processImage, recropImage } from './images';
import { type MediaLimits, type ReceivedFile, receiveUpload } from './receive';
import { probeVideo, type VideoTools } from './videos';

const variantsSchema = z.array(
  z.object({ file: z.string(), width: z.number(), format: z.enum(mediaVariantFormats) }),
);

/** A stored file's type, by its name within the item's folder. */
const fileTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

const HASH = /^[0-9a-f]{64}$/;
const FILE = /^[a-z0-9]+\.([a-z0-9]+)$/;

const POSTER = 'poster.jpg';

const keyOf = (hash: string, file: string) => `media/${hash}/${file}`;

/** The files' list as a row keeps it (names, widths, formats). */
const fileList = (files: ImageFile[]) =>
  JSON.stringify(files.map(({ file, width, format }) => ({ file, width, format })));

const focalPointOf = (row: MediaRow): FocalPoint | null =>
  row.focalX === null || row.focalY === null ? null : { x: row.focalX, y: row.focalY };

function recordOf(row: MediaRow): MediaRecord {
  const url = (file: string) => mediaFileUrl(row.hash, file);
  const listed = (json: string): MediaVariant[] =>
    variantsSchema
      .parse(JSON.parse(json))
      .map(({ file, width, format }) => ({ url: url(file), width, format }));
  return {
    _id: row.id,
    kind: z.enum(mediaKinds).parse(row.kind),
    name: row.name,
    url: url(row.original),
    mime: mediaMimeSchema.parse(row.mime),
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    ...(row.duration !== null ? { duration: row.duration } : {}),
    alt: row.alt,
    placeholder: row.placeholder,
    variants: listed(row.variants),
    focalPoint: focalPointOf(row),
    crops: listed(row.crops),
    ...(row.poster ? { poster: url(row.poster) } : {}),
    ...(row.notice ? { notice: row.notice } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

/** What a public page needs of an item (see the records' `_media`). */
export const renderOf = (row: MediaRow): MediaRender => {
  const { kind, width, height, alt, placeholder, variants, focalPoint, crops, poster } =
    recordOf(row);
  return {
    kind,
    width,
    height,
    alt,
    placeholder,
    variants,
    focalPoint,
    crops,
    ...(poster ? { poster } : {}),
  };
};

/** The item's name: the sender's file name as we keep one, or "upload" when nothing is left. */
const nameOf = (filename: string) => senderFileName(filename, MEDIA_NAME_MAX) || 'upload';

/**
 * The media library: uploads checked by content, turned into web-ready variants (images) or
 * probed for a poster (videos), stored once per content hash in the uploads storage.
 */
export function createMediaService(deps: {
  db: Kysely<Database>;
  storage: ObjectStorage;
  limits: MediaLimits;
  tempDir: string;
  video: VideoTools;
  audit: AuditLog;
  /** The oldest deletion still restorable from the trash (ISO): such records still use items. */
  trashSince: () => string;
}) {
  const { db, storage, limits, tempDir, video, audit, trashSince } = deps;
  const usersOf = (hash: string) => usersOfItem(db, hash, trashSince());
  /**
   * A write that found the item at another version: `stale` with it as it is (to a caller who
   * may not read the library: its version alone), or 404.
   */
  const staleItem = async (actor: Actor, id: string) => {
    const now = await findMedia(db, id);
    if (!now) return notFound();
    if (!(await allows(access.media.get, actor))) return staleVersion(now.version);
    const since = now.updatedAt;
    return stale(
      recordOf(now),
      now.version,
      await audit.lastWrite({ type: 'media', recordId: id, since }),
    );
  };
  // One upload's heavy work at a time per process: a 24-megapixel decode is the memory peak.
  const heavy = pLimit(1);

  async function put(hash: string, file: string, data: Buffer, mime: string) {
    await storage.put(keyOf(hash, file), Readable.from([data]), mime);
  }

  /** Writes the item's files and answers its row's media columns. */
  async function store(received: ReceivedFile, name: string, alt: string) {
    const { hash, mime, kind, ext, path } = received;
    const base = { hash, kind, name, mime, alt, notice: null, duration: null };
    if (isImageMime(mime)) {
      const image = await processImage(path, mime, ext);
      await put(hash, image.original.file, image.original.data, mime);
      for (const file of [...image.variants, ...image.crops]) {
        await put(hash, file.file, file.data, `image/${file.format}`);
      }
      return {
        ...base,
        bytes: image.original.data.length,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        variants: fileList(image.variants),
        crops: fileList(image.crops),
        original: image.original.file,
        poster: null,
      };
    }
    const info = await probeVideo(path, ext, video);
    const original = `original.${ext}`;
    try {
      const stored = await storage.put(
        keyOf(hash, original),
        createReadStream(info.stripped ?? path),
        mime,
      );
      if (info.poster) await put(hash, POSTER, info.poster, 'image/jpeg');
      return {
        ...base,
        bytes: stored,
        width: info.width,
        height: info.height,
        duration: info.duration,
        placeholder: info.poster ? await placeholderOf(info.poster) : null,
        variants: '[]',
        crops: '[]',
        original,
        poster: info.poster ? POSTER : null,
        notice: info.notice,
      };
    } finally {
      if (info.stripped) await rm(info.stripped, { force: true });
    }
  }

  /**
   * Cuts and stores an image's crops around a focal point: their list as the row keeps it. Their
   * names end with the version the row gets by them, so two saves at once never write files of
   * the same name with different cuts, and no save removes files another may still commit.
   */
  async function recrop(item: MediaRow, focal: FocalPoint | null): Promise<string> {
    const stored = await storage.get(keyOf(item.hash, item.original));
    if (!stored) throw new Error(`media ${item.hash}: its original is missing`);
    const original = await buffer(stored.body);
    const crops = await heavy(() => recropImage(original, focal, `v${item.version + 1}`));
    for (const crop of crops) await put(item.hash, crop.file, crop.data, `image/${crop.format}`);
    return fileList(crops);
  }

  /**
   * Saves a new focal point with crops cut around it, at the version the crops were cut for:
   * when another save came first, cuts again from the row as it is now (a caller's `expected`
   * version, or a third loss, ends it: undefined, stale).
   */
  async function moveFocalPoint(
    item: MediaRow,
    focalPoint: FocalPoint | null,
    changes: Parameters<typeof updateMedia>[2],
    expected: number | undefined,
  ): Promise<MediaRow | undefined> {
    let current: MediaRow | undefined = item;
    for (let attempt = 1; current && attempt <= 3; attempt++) {
      const crops = await recrop(current, focalPoint);
      const row = await updateMedia(db, item.id, { ...changes, crops }, current.version);
      // The crops the row, read afresh, no longer names: the list this save replaced, or its
      // own when another came first (their names are this attempt's alone).
      const now = await findMedia(db, item.id);
      await prune(item.hash, [current.crops, crops], now?.crops);
      if (row || expected !== undefined) return row;
      current = now;
    }
    return undefined;
  }

  /** Removes the files of these crop lists that `kept` (the row's list now) does not name. */
  async function prune(hash: string, lists: string[], kept: string | undefined) {
    const names = (json: string) => variantsSchema.parse(JSON.parse(json)).map(({ file }) => file);
    const keep = new Set(kept === undefined ? [] : names(kept));
    const gone = new Set(lists.flatMap(names).filter((file) => !keep.has(file)));
    for (const file of gone) await storage.remove(keyOf(hash, file));
  }

  return {
    /**
     * Takes one file (the `file` part) and its optional `alt`. The same bytes uploaded again
     * answer the stored item (`created` false) and store nothing.
     */
    async upload(
      actor: Actor,
      parts: AsyncIterable<FormPart>,
    ): Promise<{ record: MediaRecord; created: boolean }> {
      const caller = await authorize(access.media.upload, actor);
      const fields: Record<string, string> = {};
      let received: ReceivedFile | undefined;
      let filename = '';
      try {
        for await (const part of parts) {
          if (part.kind === 'field') fields[part.name] = part.value;
          else if (part.name === 'file' && !received) {
            filename = part.filename;
            received = await receiveUpload(part, tempDir, limits);
          } else {
            part.stream.resume();
            throw new ServiceError('invalid', mediaMessages.oneFile);
          }
        }
        const { alt = '' } = validate(mediaUploadSchema, fields);
        if (!received) {
          throw new ServiceError('invalid', mediaMessages.noFile, {
            issues: [{ path: 'file', message: mediaMessages.noFile }],
          });
        }
        const file = received;
        const existing = await findMediaByHash(db, file.hash);
        if (existing) {
          // The same file again is the same item; an alt text it lacked comes from this upload.
          const row = alt && !existing.alt ? await updateMedia(db, existing.id, { alt }) : existing;
          return { record: recordOf(row ?? existing), created: false };
        }
        const columns = await heavy(() => store(file, nameOf(filename), alt));
        const { row, created } = await insertMedia(db, columns);
        actor.log.info({ media: row.id, kind: row.kind, bytes: row.bytes }, 'media uploaded');
        if (created) {
          await audit.record({
            actor: authorOf(caller),
            action: 'uploaded',
            type: 'media',
            recordId: row.id,
            title: row.name,
          });
        }
        return { record: recordOf(row), created };
      } finally {
        if (received) await rm(received.path, { force: true });
      }
    },

    async list(actor: Actor, input: unknown): Promise<ListPage<MediaRecord>> {
      await authorize(access.media.list, actor);
      const { limit, cursor, search, kind } = validate(mediaBrowseSchema, input);
      const offset = cursor ?? 0;
      const { rows, total } = await listMedia(db, { offset, limit, search, kind });
      const end = offset + rows.length;
      return { items: rows.map(recordOf), total, nextCursor: end < total ? end : null };
    },

    /** The REST list: every item newest first, or the page `limit`/`offset` asks for. */
    async display(
      actor: Actor,
      page: PageQuery = {},
    ): Promise<{ items: MediaRecord[]; total: number }> {
      await authorize(access.media.list, actor);
      const { rows, total } = await listMedia(db, { offset: page.offset ?? 0, limit: page.limit });
      return { items: rows.map(recordOf), total };
    },

    async get(actor: Actor, id: string): Promise<MediaRecord> {
      await authorize(access.media.get, actor);
      const row = await findMedia(db, id);
      if (!row) throw notFound();
      return recordOf(row);
    },

    /**
     * With `expected`, only while the item is at that version; else `stale`. A new focal point
     * cuts the image's crops around it first (see docs/decisions/045-focal-points.md).
     */
    async update(
      actor: Actor,
      id: string,
      input: unknown,
      expected?: number,
    ): Promise<MediaRecord> {
      const caller = await authorize(access.media.update, actor);
      const { focalPoint, ...texts } = validate(mediaUpdateSchema, input);
      const item = await findMedia(db, id);
      if (!item) throw notFound();
      if (texts.alt === '' && item.kind === 'image' && (await usersOf(item.hash)).length) {
        const issues = [{ path: 'alt', message: mediaMessages.altInUse }];
        throw new ServiceError('invalid', summarize(issues), { issues });
      }
      const focal =
        focalPoint === undefined
          ? {}
          : { focalX: focalPoint?.x ?? null, focalY: focalPoint?.y ?? null };
      // Stale already: refused before the image work, not after it.
      if (expected !== undefined && item.version !== expected) throw await staleItem(actor, id);
      const moved =
        focalPoint !== undefined &&
        item.kind === 'image' &&
        JSON.stringify(focalPoint) !== JSON.stringify(focalPointOf(item));
      const row = moved
        ? await moveFocalPoint(item, focalPoint, { ...texts, ...focal }, expected)
        : await updateMedia(db, id, { ...texts, ...focal }, expected);
      if (!row) throw await staleItem(actor, id);
      await audit.record({
        actor: authorOf(caller),
        action: 'updated',
        type: 'media',
        recordId: id,
        title: row.name,
        fields: Object.keys(focalPoint === undefined ? texts : { ...texts, focalPoint }),
      });
      // Public answers carry the alt text and focal point: every cached one is read afresh.
      await touchContentVersions(db);
      return recordOf(row);
    },

    /**
     * Refused (409, with the records) while any record points at the item, one in the trash
     * included: it could not be restored without it.
     */
    async delete(actor: Actor, id: string, expected?: number) {
      const caller = await authorize(access.media.delete, actor);
      const row = await findMedia(db, id);
      if (!row) throw notFound();
      const usedBy = await usersOf(row.hash);
      if (usedBy.length > 0) throw new ServiceError('conflict', mediaMessages.inUse, { usedBy });
      if (!(await deleteMedia(db, id, expected))) throw await staleItem(actor, id);
      for (const key of await storage.list(`media/${row.hash}/`)) await storage.remove(key);
      actor.log.info({ media: id }, 'media deleted');
      await audit.record({
        actor: authorOf(caller),
        action: 'deleted',
        type: 'media',
        recordId: id,
        title: row.name,
      });
      return { message: mediaMessages.deleted, _id: id };
    },

    /**
     * A stored file of an item (or the part `range` asks for: a video seeks), for anyone: the
     * public site shows them. Throws RangeNotSatisfiable for a range past its end.
     */
    async open(
      hash: string,
      file: string,
      range?: ByteRange,
    ): Promise<(StoredObject & { type: string }) | undefined> {
      const type = fileTypes[FILE.exec(file)?.[1] ?? ''];
      if (!HASH.test(hash) || !type) return undefined;
      const object = await storage.get(keyOf(hash, file), range);
      return object && { ...object, type };
    },
  };
}

/**
 * Refuses a record whose media fields point at library files that are not there, of the other
 * kind (a clip as a poster), or at an image without alt text: a public page would show it
 * undescribed.
 */
export async function checkLibraryReferences(
  db: Kysely<Database>,
  type: ContentTypeName,
  data: object,
): Promise<void> {
  const references = libraryReferences(type, data);
  if (references.length === 0) return;
  const items = new Map(
    (await findMediaByHashes(db, [...new Set(references.map(({ hash }) => hash))])).map((item) => [
      item.hash,
      item,
    ]),
  );
  const issues = references.flatMap(({ field, kind, hash }) => {
    const item = items.get(hash);
    const message = !item
      ? mediaMessages.notInLibrary
      : item.kind !== kind
        ? mediaMessages.wrongKind(kind)
        : kind === 'image' && !item.alt.trim()
          ? mediaMessages.altRequired
          : undefined;
    return message ? [{ path: field, message }] : [];
  });
  if (issues.length > 0) throw new ServiceError('invalid', summarize(issues), { issues });
}

/**
 * The records whose media fields point at the item: the current ones, then those deleted since
 * `trashSince` (still restorable), marked `trashed`. A trashed record of a type the registry no
 * longer has cannot come back, and counts for nothing.
 */
async function usersOfItem(
  db: Kysely<Database>,
  hash: string,
  trashSince: string,
): Promise<MediaUser[]> {
  const using = (
    type: ContentTypeName,
    row: { id: string; data: string },
    mark: Pick<MediaUser, 'trashed'> = {},
  ): MediaUser[] => {
    const data: Record<string, unknown> = JSON.parse(row.data);
    if (!libraryReferences(type, data).some((ref) => ref.hash === hash)) return [];
    return [{ type, _id: row.id, title: recordTitle(type, data), ...mark }];
  };
  const [current, trashed] = await Promise.all([
    Promise.all(
      contentTypeNames.map(async (type) =>
        (await findContentMentioning(db, contentTableName(type), hash)).flatMap((row) =>
          using(type, row),
        ),
      ),
    ),
    findTrashMentioning(db, hash, trashSince),
  ]);
  return [
    ...current.flat(),
    ...trashed
      .filter((row) => contentTypeNames.includes(row.type))
      .flatMap((row) => using(row.type, row, { trashed: true })),
  ];
}
