import { useState } from 'react';
import { Modal } from '../../ui/modal';
import type { ListEntry } from '../data/fallback-list';

/** A gallery record as the public page shows it. */
export interface GalleryImage {
  imageUrl: string;
  title: string;
  caption?: string;
  link?: string;
}

/** Whether a link leaves the site (then it opens in a new tab). */
const external = (href: string) => /^https?:\/\//i.test(href);

/** The gallery's records in SPEC.md §9's two columns; each opens its image larger in the modal. */
export function GalleryImages({ entries }: { entries: readonly ListEntry<GalleryImage>[] }) {
  const [open, setOpen] = useState<GalleryImage | null>(null);
  return (
    <>
      <ul data-testid="gallery-grid" className="grid grid-cols-2 gap-3 sm:gap-6">
        {entries.map(({ key, item }) => (
          <li key={key}>
            <figure className="group">
              <button
                type="button"
                onClick={() => setOpen(item)}
                aria-label={`View ${item.title}`}
                className="block w-full overflow-hidden border border-white/10 bg-ink-soft"
              >
                <img
                  src={item.imageUrl}
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
      <Modal label={open ? open.title : 'Image'} open={open !== null} onClose={() => setOpen(null)}>
        {open ? (
          <figure>
            <img
              src={open.imageUrl}
              alt={open.title}
              className="max-h-[75dvh] w-full object-contain"
            />
            <figcaption className="mt-4 space-y-2">
              <p className="text-sm font-semibold uppercase tracking-[0.3em] text-gold">
                {open.title}
              </p>
              {open.caption ? <p className="text-sm text-white/80">{open.caption}</p> : null}
              {open.link ? (
                <a
                  href={open.link}
                  {...(external(open.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="inline-block text-sm text-gold underline underline-offset-4 hover:text-white"
                >
                  Open link
                </a>
              ) : null}
            </figcaption>
          </figure>
        ) : null}
      </Modal>
    </>
  );
}
