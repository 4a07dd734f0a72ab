import type { MediaRender, MediaVariantFormat } from '@studio/contracts';

/** A library image's variants of one format, narrowest first. */
const variantsOf = (media: MediaRender, format: MediaVariantFormat) =>
  media.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);

/** The `srcset` of a library image in one format (empty when it has none in it). */
export const srcSetOf = (media: MediaRender, format: MediaVariantFormat) =>
  variantsOf(media, format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/** The widest JPEG variant: the `<img>`'s `src`, for browsers without srcset. */
export const widestJpeg = (media: MediaRender) => variantsOf(media, 'jpeg').at(-1)?.url;
