import type { ContentData } from '@studio/contracts';
import type { ListEntry } from '../data/fallback-list';
import { CardTile } from '../layout/card-tile';
import { PinnedTrack } from './pinned-track';
import { SectionHeading } from './section-heading';

/** SPEC.md §2.4: the production categories, scrubbed sideways by the page scroll. */
export function ProductionsStrip({ entries }: { entries: ListEntry<ContentData<'production'>>[] }) {
  return (
    <PinnedTrack
      headingId="productions-heading"
      pinFor="track"
      className="bg-ink-soft"
      heading={
        <SectionHeading id="productions-heading" kicker="What we make" title="Productions" />
      }
    >
      {entries.map(({ key, item }) => (
        <CardTile
          key={key}
          title={item.cardTitle}
          image={item.prodImg}
          href={item.link}
          className="w-[78vw] shrink-0 snap-start sm:w-[380px]"
        />
      ))}
    </PinnedTrack>
  );
}
