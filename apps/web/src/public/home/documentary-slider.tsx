import type { ContentData } from '@studio/contracts';
import { VideoBlock } from '../../ui/video-block';
import type { ListEntry } from '../data/use-fallback-list';
import { SliderBullets } from '../slider/slider-bullets';
import { useSlider } from '../slider/use-slider';

/** SPEC.md §2.4: full-screen documentary slides, each over its own clip. */
export function DocumentarySlider({ entries }: { entries: ListEntry<ContentData<'slider'>>[] }) {
  const { viewport, selected, goTo, reduce } = useSlider();
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="documentary-slider-heading"
      className="relative h-dvh min-h-[560px] bg-black"
    >
      <h2 id="documentary-slider-heading" className="sr-only">
        Documentaries
      </h2>
      <div ref={viewport} className="h-full overflow-hidden">
        <div className="flex h-full">
          {entries.map(({ key, item }, index) => (
            <article
              key={key}
              aria-label={`${index + 1} of ${entries.length}`}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              <VideoBlock
                src={item.videoUrl}
                autoPlay={!reduce}
                className="absolute inset-0 h-full"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-black via-black/40 to-black/20" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-5 pb-28 sm:px-8">
                <p className="mb-4 text-xs font-semibold uppercase tracking-[0.45em] text-gold">
                  Documentary
                </p>
                <h3 className="max-w-3xl text-4xl font-black uppercase leading-none text-white sm:text-6xl">
                  {item.title}
                </h3>
                <p className="mt-6 max-w-2xl text-base leading-relaxed text-white/75 sm:text-lg">
                  {item.description}
                </p>
              </div>
            </article>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-8">
        <SliderBullets
          count={entries.length}
          selected={selected}
          onSelect={goTo}
          label="Documentary slides"
        />
      </div>
    </section>
  );
}
