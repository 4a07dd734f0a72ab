import { homeWords } from '@studio/content';
import type { ContentData } from '@studio/contracts';
import { useWords } from '../../i18n/page-locale';
import type { WithMedia } from '../../lib/with-media';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { ListEntry } from '../data/fallback-list';
import { CardTile } from '../layout/card-tile';
import { PinnedTrack } from './pinned-track';
import { SectionHeading } from './section-heading';

/** SPEC.md §2.4: the production categories, scrubbed sideways by the page scroll. */
export function ProductionsStrip({
  entries,
}: {
  entries: ListEntry<WithMedia<ContentData<'production'>>>[];
}) {
  const words = useWords('home', homeWords).productions;
  return (
    <PinnedTrack
      headingId="productions-heading"
      pinFor="track"
      className="bg-ink-soft"
      heading={
        <SectionHeading id="productions-heading" kicker={words.kicker} title={words.heading} />
      }
    >
      {entries.map(({ key, item }) => (
        <CardTile
          key={key}
          record={key}
          title={item.cardTitle}
          image={item.prodImg}
          renderImage={(props) => (
            // The strip's tiles: 78vw on phones, 380 px from sm up.
            <ResponsiveImage
              {...props}
              media={item._media?.prodImg}
              sizes="(min-width: 640px) 380px, 78vw"
            />
          )}
          href={item.link}
          className="w-[78vw] shrink-0 snap-start sm:w-[380px]"
        />
      ))}
    </PinnedTrack>
  );
}
