import {
  type FocalPoint,
  type ImageMime,
  MEDIA_CROP_ASPECT,
  MEDIA_CROP_WIDTHS,
  MEDIA_MAX_PIXELS,
  MEDIA_VARIANT_WIDTHS,
  type MediaVariantFormat,
  mediaMessages,
  mediaVariantFormats,
} from '@studio/contracts';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { ServiceError } from '../errors';

/**
 * sharp (and libvips with it) is loaded on the first image, not at start: most starts never
 * see an upload. Its operation cache would keep decoded images between uploads: memory, not
 * speed, so it is off.
 */
let loaded: Promise<typeof import('sharp')> | undefined;
async function sharp(input?: string | Buffer, options?: SharpOptions): Promise<Sharp> {
  loaded ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module;
  });
  return (await loaded).default(input, options);
}

/** One written file of an image: its bytes, named within the item's folder. */
export interface ImageFile {
  file: string;
  width: number;
  format: MediaVariantFormat;
  data: Buffer;
}

/** What is written of one image. */
interface ImageFiles {
  width: number;
  height: number;
  placeholder: string;
  original: { file: string; data: Buffer };
  variants: ImageFile[];
  crops: ImageFile[];
}

/** A damaged or mislabelled file: the sender's, so a 400 (sharp's own words are logged). */
function unreadable(cause: unknown): ServiceError {
  const error = new ServiceError('invalid', mediaMessages.unreadable, {
    issues: [{ path: 'file', message: mediaMessages.unreadable }],
  });
  error.cause = cause;
  return error;
}

/** Every decode refuses more pixels than the limit and fails on a damaged file. */
const open = (path: string, animated = false) =>
  sharp(path, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated', animated });

/** An original is written back in its own format, near its own quality. */
const originalEncoders: Record<ImageMime, (image: Sharp) => Sharp> = {
  // Huffman optimisation buffers the whole image's coefficients (over 100 MB at 24 megapixels):
  // off for the original, which then streams through in a few tens of MB.
  'image/jpeg': (image) => image.jpeg({ quality: 90, optimiseCoding: false }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 70, effort: 2 }),
  'image/gif': (image) => image.gif(),
};

const encoders: Record<MediaVariantFormat, (image: Sharp) => Sharp> = {
  // effort 2: a few times faster than the default at a slightly larger file.
  // 4:2:0 as photos are usually encoded: a third less encoder memory than sharp's 4:4:4.
  avif: (image) => image.avif({ quality: 55, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75 }),
  // JPEG has no transparency: a transparent image is laid on white.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

const formatRank = (format: MediaVariantFormat) => mediaVariantFormats.indexOf(format);

const extensionOf: Record<MediaVariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** The widths written for an image this wide: never wider than it, at least one. */
const variantWidths = (width: number): number[] => {
  const widths = MEDIA_VARIANT_WIDTHS.filter((w) => w < width);
  return [...widths, Math.min(width, MEDIA_VARIANT_WIDTHS.at(-1) ?? width)];
};

/** The image decoded once at its largest variant's width, upright: what variants are cut from. */
interface Base {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const decodeBase = async (image: Sharp, width: number): Promise<Base> =>
  image
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });

const fromBase = ({ data, info }: Base) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * The largest 4:3 rectangle of a `width` x `height` image centred on the focal point (the
 * centre when there is none), moved back inside the image where the point is near an edge.
 */
export function cropAround(width: number, height: number, focal: FocalPoint | null) {
  const { x, y } = focal ?? { x: 0.5, y: 0.5 };
  const { width: across, height: down } = MEDIA_CROP_ASPECT;
  const w = Math.max(1, Math.min(width, Math.round((height * across) / down)));
  const h = Math.max(1, Math.min(height, Math.round((w * down) / across)));
  return {
    left: clamp(Math.round(x * width - w / 2), width - w),
    top: clamp(Math.round(y * height - h / 2), height - h),
    width: w,
    height: h,
  };
}

/**
 * The crops of an image: its 4:3 cut around the focal point at each crop width, in every
 * format. A file's name says where it was cut (and `tag`, which cut of the item it belongs
 * to), so a name never holds other bytes and the files stay cached for good.
 */
async function cropsOf(base: Base, focal: FocalPoint | null, tag = ''): Promise<ImageFile[]> {
  const area = cropAround(base.info.width, base.info.height, focal);
  const cut = await (await fromBase(base))
    .extract(area)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const crops: ImageFile[] = [];
  const widths = [...new Set(MEDIA_CROP_WIDTHS.map((w) => Math.min(w, area.width)))];
  for (const format of mediaVariantFormats) {
    for (const w of widths) {
      const data = await encoders[format]((await fromBase(cut)).resize({ width: w })).toBuffer();
      const file = `crop${area.left}x${area.top}w${w}${tag}.${extensionOf[format]}`;
      crops.push({ file, width: w, format, data });
    }
  }
  return crops;
}

/**
 * An image's crops around a new focal point, cut from its stored original (upright and
 * stripped already) decoded at the width its variants were made from; `tag` ends their names.
 */
export async function recropImage(
  original: Buffer,
  focal: FocalPoint | null,
  tag: string,
): Promise<ImageFile[]> {
  const meta = await (await sharp(original, { limitInputPixels: false })).metadata();
  const width = variantWidths(meta.width ?? 0).at(-1);
  return cropsOf(
    await decodeBase(await sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS }), width ?? 1),
    focal,
    tag,
  );
}

/**
 * Reads an image's size from its header (before any pixel is decoded: a pixel bomb is refused
 * here), then writes it upright and without metadata (EXIF, GPS) as the original, AVIF, WebP
 * and JPEG variants and a tiny blurred placeholder. sharp does the work on libuv's threads,
 * off the event loop.
 */
export async function processImage(
  path: string,
  mime: ImageMime,
  ext: string,
): Promise<ImageFiles> {
  let meta: Metadata;
  try {
    // The header alone (no pixel is decoded here): the limit is checked below, in our words.
    meta = await (await sharp(path, { limitInputPixels: false })).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  const { width: rawWidth = 0, height: rawHeight = 0, orientation = 1 } = meta;
  if (rawWidth * rawHeight > MEDIA_MAX_PIXELS) {
    throw new ServiceError('invalid', mediaMessages.tooManyPixels, {
      issues: [{ path: 'file', message: mediaMessages.tooManyPixels }],
    });
  }
  // EXIF orientations 5 to 8 turn the image a quarter: width and height swap.
  const [width, height] = orientation >= 5 ? [rawHeight, rawWidth] : [rawWidth, rawHeight];
  try {
    // Decoded once at the largest variant's width; every variant is scaled from that.
    const widths = variantWidths(width);
    const base = await decodeBase(await open(path), widths.at(-1) ?? width);
    // The widest AVIF first: its encoder takes the most memory, best taken while little else is
    // held (glibc keeps what was freed for the later, smaller encodes).
    const variants = [];
    for (const format of mediaVariantFormats) {
      for (const w of [...widths].reverse()) {
        const data = await encoders[format]((await fromBase(base)).resize({ width: w })).toBuffer();
        variants.push({ file: `${w}.${extensionOf[format]}`, width: w, format, data });
      }
    }
    variants.sort((a, b) => a.width - b.width || formatRank(a.format) - formatRank(b.format));
    // The original, upright and stripped (sharp writes no metadata unless asked), in its format;
    // an animated GIF stays animated.
    const original = await originalEncoders[mime](
      (await open(path, mime === 'image/gif')).rotate(),
    ).toBuffer();
    return {
      width,
      height,
      placeholder: await placeholderOf(await fromBase(base)),
      original: { file: `original.${ext}`, data: original },
      variants,
      crops: await cropsOf(base, null),
    };
  } catch (error) {
    throw unreadable(error);
  }
}

/** A 16-pixel-wide blurred WebP as a data: URI (a few hundred bytes), shown until the image loads. */
export async function placeholderOf(image: Sharp | Buffer): Promise<string> {
  const source = Buffer.isBuffer(image) ? await sharp(image) : image;
  const tiny = await source.resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}
