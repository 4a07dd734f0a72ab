import { galleryCopy } from '@studio/content';
import type { MediaRender } from '@studio/contracts';
import { Suspense, useState } from 'react';
import { useWords } from '../../i18n/page-locale';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { WithMedia } from '../../lib/with-media';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { ListEntry } from '../data/fallback-list';

/** A gallery record as the public page shows it. */
export type GalleryImage = WithMedia<{
  imageUrl: string;
  title: string;
  caption?: string;
  link?: string;
}>;

/** The library item a gallery record's image is, if any. */
export const galleryMedia = (image: GalleryImage): MediaRender | undefined =>
  image._media?.imageUrl;

// Only a click needs the modal: it is fetched when a tile is pointed at or focused, ahead of it.
const { Component: GalleryModal, preload: preloadModal } = lazyWithPreload(() =>
  import('./gallery-modal').then((module) => module.GalleryModal),
);

/** The gallery's records in SPEC.md §9's two columns; each opens its image larger in the modal. */
export function GalleryImages({ entries }: { entries: readonly ListEntry<GalleryImage>[] }) {
  const [open, setOpen] = useState<GalleryImage | null>(null);
  const { view } = useWords('galleries', galleryCopy);
  return (
    <>
      <ul data-testid="gallery-grid" className="grid grid-cols-2 gap-3 sm:gap-6">
        {entries.map(({ key, item }) => (
          <li key={key} data-record={key}>
            <figure className="group">
              <button
                type="button"
                onClick={() => setOpen(item)}
                onPointerEnter={preloadModal}
                onFocus={preloadModal}
                aria-label={view(item.title)}
                className="block w-full overflow-hidden border border-white/10 bg-ink-soft"
              >
                <ResponsiveImage
                  src={item.imageUrl}
                  media={galleryMedia(item)}
                  // Two columns of a max-w-7xl (1280 px) page.
                  sizes="(min-width: 1280px) 640px, 50vw"
                  // The button's name and the caption say what it shows.
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover transition duration-700 group-hover:scale-105"
                />
              </button>
              <figcaption className="mt-3 text-xs font-semibold uppercase tracking-[0.3em] text-white/80 sm:text-sm">
                {item.title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <GalleryModal image={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
