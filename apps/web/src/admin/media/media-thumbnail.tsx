import type { MediaRecord } from '@studio/contracts';
import { focalPosition } from '../../ui/focal-position';
import { thumbnailOf } from './media-facts';

/** An item's small picture: the image itself, a video's poster, or a play icon without one. */
export function MediaThumbnail({ item, className }: { item: MediaRecord; className: string }) {
  const src = thumbnailOf(item);
  if (!src) {
    return (
      <div
        role="img"
        aria-label={`Video ${item.name}`}
        className={`${className} flex items-center justify-center bg-slate-800 text-white`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 fill-current">
          <path d="M8 5v14l11-7z" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      // The thumbnail is named by the card's text; its alt is the item's own description.
      alt={item.alt}
      loading="lazy"
      // Cut to the card's shape around its focal point, as the public pages do.
      style={{ objectPosition: focalPosition(item.focalPoint) }}
      className={`${className} bg-slate-100 object-cover`}
    />
  );
}
