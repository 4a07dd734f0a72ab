import { site } from '@studio/content';
import { VideoBlock } from '../../ui/video-block';
import { SliderBullets } from '../slider/slider-bullets';
import { useSlider } from '../slider/use-slider';

/** SPEC.md §2.4: two identical full-screen slides over the studio reel. */
const SLIDES = [0, 1];

export function HeroSlider() {
  const { viewport, selected, goTo, reduce } = useSlider();
  const { hero } = site.home;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-dvh min-h-[560px] bg-ink"
    >
      <div ref={viewport} className="h-full overflow-hidden">
        <div className="flex h-full">
          {SLIDES.map((slide) => (
            <article
              key={slide}
              aria-label={`${slide + 1} of ${SLIDES.length}`}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              <VideoBlock
                src={hero.video}
                poster={hero.poster}
                autoPlay={!reduce}
                className="absolute inset-0 h-full"
              />
              <div className="absolute inset-0 bg-gradient-to-r from-black/85 via-black/45 to-black/10" />
              <div className="absolute inset-0 bg-gradient-to-t from-ink via-transparent to-transparent" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-5 sm:px-8">
                <p className="mb-5 flex items-center gap-4 text-xs font-semibold uppercase tracking-[0.45em] text-gold">
                  <span className="h-px w-10 bg-gold" />
                  {hero.brandLine}
                </p>
                {slide === 0 ? (
                  <h1 className="max-w-3xl text-5xl leading-[0.95] font-black uppercase text-white sm:text-7xl lg:text-8xl">
                    {hero.headline}
                  </h1>
                ) : (
                  <p className="max-w-3xl text-5xl leading-[0.95] font-black uppercase text-white sm:text-7xl lg:text-8xl">
                    {hero.headline}
                  </p>
                )}
                <a
                  href={hero.readMoreHref}
                  className="mt-10 inline-flex w-fit items-center gap-3 border border-gold px-8 py-4 text-xs font-bold uppercase tracking-[0.3em] text-gold transition hover:bg-gold hover:text-ink"
                >
                  Read More
                </a>
              </div>
            </article>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-8">
        <SliderBullets
          count={SLIDES.length}
          selected={selected}
          onSelect={goTo}
          label="Hero slides"
        />
      </div>
    </section>
  );
}
