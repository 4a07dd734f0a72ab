import { galleryCopy } from '@studio/content';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { useWords } from '../../i18n/page-locale';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { Poster } from './posters';

// Only a click needs the player: it is fetched when a poster is pointed at or focused, ahead of it.
const { Component: PosterPlayer, preload: preloadPlayer } = lazyWithPreload(() =>
  import('./poster-player').then((module) => module.PosterPlayer),
);

interface PosterGridProps {
  posters: Poster[];
  /** How many titles the whole list holds (more than `posters` while pages are still to load). */
  total: number;
  /** What follows the grid: the control that loads the next page. */
  more?: ReactNode;
  shape: 'portrait' | 'square';
  /** Heading level-2 title of the grid, for screen readers and the eye. */
  heading: string;
}

const GRID_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

const size = {
  portrait: { width: 600, height: 900, className: 'aspect-[2/3]' },
  square: { width: 600, height: 600, className: 'aspect-square' },
};

/** Posters in 1, 2 or 3 columns; a poster with a video opens it in the modal player. */
export function PosterGrid({ posters, total, more, shape, heading }: PosterGridProps) {
  const [playing, setPlaying] = useState<Poster | null>(null);
  const { titles, play } = useWords('galleries', galleryCopy);
  const dims = size[shape];

  return (
    <section
      aria-labelledby="poster-grid-heading"
      className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24"
    >
      <div className="mb-10 flex items-end justify-between gap-6 border-b border-white/10 pb-6">
        <h2
          id="poster-grid-heading"
          className="text-sm font-semibold uppercase tracking-[0.35em] text-gold"
        >
          {heading}
        </h2>
        <p className="text-xs uppercase tracking-[0.25em] text-white/50">{titles(total)}</p>
      </div>
      <ul
        data-testid="poster-grid"
        className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3"
      >
        {posters.map((poster) => {
          const image = (
            <ResponsiveImage
              src={poster.image}
              media={poster.imageMedia}
              // One, two or three columns of a max-w-7xl (1280 px) grid.
              sizes={GRID_SIZES}
              // The caption under it names the poster; saying it twice only repeats it.
              alt=""
              width={dims.width}
              height={dims.height}
              // Posters sit below the hero; the browser still loads those in view at once.
              loading="lazy"
              decoding="async"
              className={`${dims.className} h-auto w-full object-cover transition duration-700 group-hover:scale-105`}
            />
          );
          return (
            <li key={poster.key} data-record={poster.key}>
              <figure className="group">
                {poster.video ? (
                  <button
                    type="button"
                    onClick={() => setPlaying(poster)}
                    onPointerEnter={preloadPlayer}
                    onFocus={preloadPlayer}
                    aria-label={play(poster.title)}
                    className="relative block w-full overflow-hidden bg-ink-soft shadow-xl shadow-black/60"
                  >
                    {image}
                    <span
                      data-testid="play-badge"
                      aria-hidden="true"
                      // In the corner, clear of the title the poster art carries.
                      className="absolute inset-0 flex items-end justify-end bg-black/0 p-3 transition group-hover:bg-black/40 sm:p-4"
                    >
                      <span className="flex size-14 items-center justify-center rounded-full border border-gold/80 bg-black/50 text-gold opacity-90 backdrop-blur-sm transition group-hover:scale-110 group-hover:opacity-100">
                        <svg
                          viewBox="0 0 24 24"
                          className="ml-1 size-6 fill-current"
                          aria-hidden="true"
                        >
                          <path d="M8 5v14l11-7z" />
                        </svg>
                      </span>
                    </span>
                  </button>
                ) : (
                  <div className="relative overflow-hidden bg-ink-soft shadow-xl shadow-black/60">
                    {image}
                  </div>
                )}
                <figcaption className="mt-4 text-sm font-medium uppercase tracking-[0.2em] text-white/80">
                  {poster.title}
                  {poster.tags?.length ? (
                    // Not a list: the grid's items are the posters. The commas are for a screen
                    // reader, which would otherwise run the labels together.
                    <span data-testid="poster-tags" className="mt-2 flex flex-wrap gap-2">
                      {poster.tags.map((tag, index) => (
                        <Fragment key={tag}>
                          {index > 0 ? <span className="sr-only">, </span> : null}
                          <span className="rounded-full border border-gold/40 px-2.5 py-0.5 text-[0.65rem] font-normal tracking-[0.15em] text-gold">
                            {tag}
                          </span>
                        </Fragment>
                      ))}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {more}
      {playing ? (
        <Suspense fallback={null}>
          <PosterPlayer poster={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
