import { builtinVideoPoster, homeWords } from '@studio/content';
import type { ContentData } from '@studio/contracts';
import { useWords } from '../../i18n/page-locale';
import type { WithMedia } from '../../lib/with-media';
import { useReducedMotion } from '../../ui/use-reduced-motion';
import { VideoBlock } from '../../ui/video-block';
import type { ListEntry } from '../data/fallback-list';
import { PinnedTrack } from './pinned-track';
import { SectionHeading } from './section-heading';

/** SPEC.md §9: this one stays pinned for 70% of the viewport height. */
const PIN_LENGTH = '70vh';

export function VideoCarousel({
  entries,
}: {
  entries: ListEntry<WithMedia<ContentData<'afterproduction'>>>[];
}) {
  const reduce = useReducedMotion();
  const words = useWords('home', homeWords).videos;
  return (
    <PinnedTrack
      headingId="videos-heading"
      pinFor={PIN_LENGTH}
      className="bg-ink"
      heading={<SectionHeading id="videos-heading" kicker={words.kicker} title={words.heading} />}
    >
      {entries.map(({ key, item }) => (
        <article
          key={key}
          data-record={key}
          className="w-[84vw] shrink-0 snap-start md:w-[62vw] lg:w-[46vw]"
        >
          <div className="overflow-hidden border border-white/10 bg-black shadow-2xl shadow-black">
            <VideoBlock
              src={item.videoUrl}
              poster={builtinVideoPoster(item.videoUrl)}
              media={item._media?.videoUrl}
              autoPlay={!reduce}
              controls={reduce}
              className="aspect-video"
            />
          </div>
          <h3 className="mt-5 text-lg font-bold uppercase tracking-[0.15em] text-white">
            {item.title}
          </h3>
          {item.description ? (
            <p className="mt-2 max-w-xl text-sm leading-relaxed text-white/65">
              {item.description}
            </p>
          ) : null}
        </article>
      ))}
    </PinnedTrack>
  );
}
