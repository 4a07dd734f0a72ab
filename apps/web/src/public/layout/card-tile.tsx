import type { ImgHTMLAttributes, ReactNode } from 'react';
import { SmartLink } from './smart-link';

/** What a tile asks of its image: the same for a plain and a library image. */
type TileImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

interface CardTileProps {
  title: string;
  image: string;
  href: string;
  className?: string;
  /** Tiles past the first screen load their image when scrolled to. */
  lazy?: boolean;
  /** The record the tile shows, by id (the live preview marks it). */
  record?: string;
  /**
   * Draws the image; a plain `<img>` unless told. The home strip's records may point at library
   * images (a `<picture>`); the contact page's built-in tiles never do, and so do not load it.
   */
  renderImage?: (props: TileImageProps) => ReactNode;
}

const plainImage = (props: TileImageProps) => <img {...props} alt={props.alt} />;

/** SPEC.md §2.4: a 400 px image tile with an uppercase title that zooms a little on hover. */
export function CardTile({
  title,
  image,
  href,
  className = '',
  lazy = true,
  record,
  renderImage = plainImage,
}: CardTileProps) {
  return (
    <SmartLink
      href={href}
      data-record={record}
      className={`group relative block h-[400px] overflow-hidden bg-ink-soft shadow-2xl shadow-black/50 ${className}`}
    >
      {renderImage({
        src: image,
        alt: '',
        width: 600,
        height: 800,
        loading: lazy ? 'lazy' : 'eager',
        decoding: 'async',
        className:
          'absolute inset-0 size-full object-cover transition duration-700 ease-out group-hover:scale-110',
      })}
      <span className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/25 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 p-6">
        <span className="text-xl font-bold uppercase tracking-[0.18em] text-white">{title}</span>
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold/70 text-gold transition group-hover:bg-gold group-hover:text-ink"
        >
          →
        </span>
      </span>
    </SmartLink>
  );
}
