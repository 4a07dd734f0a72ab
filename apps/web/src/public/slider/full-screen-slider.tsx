import { homeWords } from '@studio/content';
import type { MediaRender } from '@studio/contracts';
import { type ReactNode, useId } from 'react';
import { useWords } from '../../i18n/page-locale';
import { VideoBlock } from '../../ui/video-block';
import { SliderBullets } from './slider-bullets';
import { useSlider } from './use-slider';

export interface FullScreenSlide {
  key: string;
  /** The clip playing behind the slide. */
  video: string;
  poster?: string | undefined;
  /** The library clip `video` is, if any. */
  media?: MediaRender | undefined;
  /** What lies over the clip: its veils and text. */
  content: ReactNode;
}

interface FullScreenSliderProps {
  slides: readonly FullScreenSlide[];
  /** The carousel's accessible name. */
  label: string;
  /**
   * Also give the label as a visually hidden heading, for a slider whose slides carry no
   * heading of the section's own level (the page outline lists it under this name).
   */
  labelAsHeading?: boolean;
  /** Names the pagination bullets, e.g. "Hero slides". */
  bulletsLabel: string;
  /** The section's background colour, seen while a clip loads. */
  className: string;
  /** The first slide's clip loads at once (the page's hero); others wait until near. */
  eagerFirst?: boolean;
}

/**
 * SPEC.md §2.4 (Home 1 and 7): a full-screen slider, each slide over a background clip, that
 * advances every 5 s, loops, carries on after the visitor acts, with clickable bullets.
 */
export function FullScreenSlider({
  slides,
  label,
  labelAsHeading = false,
  bulletsLabel,
  className,
  eagerFirst = false,
}: FullScreenSliderProps) {
  const { viewport, selected, goTo, reduce, paused, togglePaused } = useSlider();
  const headingId = useId();
  const words = useWords('home', homeWords).slider;

  return (
    <section
      aria-roledescription={words.roleDescription}
      aria-label={labelAsHeading ? undefined : label}
      aria-labelledby={labelAsHeading ? headingId : undefined}
      className={`relative h-dvh min-h-[560px] ${className}`}
    >
      {labelAsHeading ? (
        <h2 id={headingId} className="sr-only">
          {label}
        </h2>
      ) : null}
      <div ref={viewport} className="h-full overflow-hidden">
        <div className="flex h-full">
          {slides.map((slide, index) => (
            <article
              key={slide.key}
              data-record={slide.key}
              aria-label={words.slide(index + 1, slides.length)}
              // Slides out of view are out of reach too: Tab never lands on a hidden link.
              inert={index !== selected}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              <VideoBlock
                src={slide.video}
                poster={slide.poster}
                media={slide.media}
                autoPlay={!reduce}
                paused={paused}
                eager={eagerFirst && index === 0}
                className="absolute inset-0 h-full"
              />
              {slide.content}
            </article>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-8">
        <SliderBullets
          count={slides.length}
          selected={selected}
          onSelect={goTo}
          label={bulletsLabel}
        />
      </div>
      {reduce ? null : (
        <button
          type="button"
          onClick={togglePaused}
          aria-label={paused ? words.play(label) : words.pause(label)}
          className="absolute right-5 bottom-8 flex size-10 items-center justify-center rounded-full border border-white/50 bg-black/50 text-white transition hover:border-gold hover:text-gold sm:right-8"
        >
          <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true">
            <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} />
          </svg>
        </button>
      )}
    </section>
  );
}
