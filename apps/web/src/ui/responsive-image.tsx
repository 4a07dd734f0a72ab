import type { MediaRender } from '@studio/contracts';
import type { ImgHTMLAttributes } from 'react';
import { focalPosition } from './focal-position';
import { srcSetOf, widestJpeg } from './image-sources';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'sizes'>;

interface ResponsiveImageProps extends ImgProps {
  src: string;
  /** The page's own text; when empty, a library image's alt text is used. */
  alt: string;
  /** The library item `src` points at (the record's `_media` entry for the field), if any. */
  media?: MediaRender | undefined;
  /** How wide the image shows, per breakpoint: lets the browser pick a variant. */
  sizes: string;
  /**
   * Seen on arrival: a library image then loads at once and first, otherwise lazily. A plain
   * URL keeps the `loading` the page gives it.
   */
  aboveFold?: boolean;
}

/**
 * A content image. A library image becomes a `<picture>` of its AVIF, WebP and JPEG variants
 * at their intrinsic size (no layout shift), with its alt text unless the page gives one, on its
 * blurred placeholder until it has loaded, positioned at its focal point; any other URL stays the plain `<img>` the page asks for.
 */
export function ResponsiveImage({
  src,
  alt,
  media,
  sizes,
  aboveFold = false,
  ...img
}: ResponsiveImageProps) {
  if (media?.kind !== 'image') return <img src={src} alt={alt} {...img} />;
  // Where the page cuts the image (object-fit: cover), its focal point stays in view.
  const position = focalPosition(media.focalPoint);
  const style = position ? { ...img.style, objectPosition: position } : img.style;
  return (
    // `contents`: the wrapper leaves the page's layout to the <img> as before.
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetOf(media, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(media, 'webp')} sizes={sizes} />
      <img
        {...img}
        src={widestJpeg(media) ?? src}
        srcSet={srcSetOf(media, 'jpeg')}
        sizes={sizes}
        width={media.width ?? img.width}
        height={media.height ?? img.height}
        alt={alt || media.alt}
        loading={aboveFold ? 'eager' : 'lazy'}
        fetchPriority={aboveFold ? 'high' : undefined}
        style={
          media.placeholder
            ? { ...style, background: `${position ?? 'center'}/cover url("${media.placeholder}")` }
            : style
        }
        onLoad={(event) => {
          // The placeholder goes once the image is there (a transparent one would show it).
          event.currentTarget.style.background = '';
          img.onLoad?.(event);
        }}
      />
    </picture>
  );
}
