import { equipment, galleryCopy } from '@studio/content';
import { banners } from '@studio/contracts';
import { useReadLocale, useWords } from '../../i18n/page-locale';
import type { ListSource } from '../data/fallback-list';
import { pagesRead } from '../data/public-api';
import { publicPageInput } from '../data/public-page-input';
import { usePagedList, usePagedRead } from '../data/use-paged-list';
import { EquipmentCard } from '../equipment/equipment-card';
import { LoadMore } from '../gallery/load-more';
import { NoticeBanner } from '../gallery/notice-banner';
import { PageHero } from '../gallery/page-hero';
import { SiteLayout } from '../layout/site-layout';

/** SPEC.md §8's notice for where the list came from. */
const notice = (source: ListSource, words: typeof banners): string | null =>
  source === 'empty' ? words.equipmentEmpty : source === 'failed' ? words.equipmentFailed : null;

export function EquipmentPage() {
  const query = usePagedRead(pagesRead('equipment', publicPageInput(useReadLocale())));
  const { entries, source } = usePagedList(query, equipment, 'equipment');
  const copy = useWords('galleries', galleryCopy).equipment;
  const notices = useWords('banners', banners);
  return (
    <SiteLayout>
      <PageHero page="equipment" kicker={copy.kicker} />
      <NoticeBanner text={notice(source, notices)} />
      <section
        aria-labelledby="equipment-heading"
        className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24"
      >
        {/* Names the section and keeps the outline whole: h1, then this, then each card's h3. */}
        <h2 id="equipment-heading" className="sr-only">
          {copy.heading}
        </h2>
        <ul
          data-testid="equipment-grid"
          className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3"
        >
          {entries.map(({ key, item }) => (
            <li key={key} data-record={key}>
              <EquipmentCard item={item} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} noun={copy.noun} />
      </section>
    </SiteLayout>
  );
}
