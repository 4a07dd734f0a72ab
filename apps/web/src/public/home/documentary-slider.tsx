import { builtinVideoPoster, homeWords } from '@studio/content';
import type { ContentData } from '@studio/contracts';
import { useWords } from '../../i18n/page-locale';
import type { WithMedia } from '../../lib/with-media';
import type { ListEntry } from '../data/fallback-list';
import { FullScreenSlider } from '../slider/full-screen-slider';

function DocumentaryCaption({ slide }: { slide: ContentData<'slider'> }) {
  const { kicker } = useWords('home', homeWords).documentaries;
  return (
    <>
      <div className="absolute inset-0 bg-gradient-to-t from-black via-black/40 to-black/20" />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-5 pb-28 sm:px-8">
        <p className="mb-4 text-xs font-semibold uppercase tracking-[0.45em] text-gold">{kicker}</p>
        <h3 className="max-w-3xl text-4xl font-black uppercase leading-none text-white sm:text-6xl">
          {slide.title}
        </h3>
        <p className="mt-6 max-w-2xl text-base leading-relaxed text-white/75 sm:text-lg">
          {slide.description}
        </p>
      </div>
    </>
  );
}

/** SPEC.md §2.4: full-screen documentary slides, each over its own clip. */
export function DocumentarySlider({
  entries,
}: {
  entries: ListEntry<WithMedia<ContentData<'slider'>>>[];
}) {
  const words = useWords('home', homeWords).documentaries;
  return (
    <FullScreenSlider
      slides={entries.map(({ key, item }) => ({
        key,
        video: item.videoUrl,
        poster: builtinVideoPoster(item.videoUrl),
        media: item._media?.videoUrl,
        content: <DocumentaryCaption slide={item} />,
      }))}
      label={words.label}
      labelAsHeading
      bulletsLabel={words.bullets}
      className="bg-black"
    />
  );
}
