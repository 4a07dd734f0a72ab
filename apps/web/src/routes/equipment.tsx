import { equipment, site } from '@studio/content';
import { banners } from '@studio/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTRPC } from '../lib/trpc';
import type { ListSource } from '../public/data/fallback-list';
import { publicPageInput } from '../public/data/public-page-input';
import { pagedQuery, usePagedList } from '../public/data/use-paged-list';
import { EquipmentCard } from '../public/equipment/equipment-card';
import { LoadMore } from '../public/gallery/load-more';
import { NoticeBanner } from '../public/gallery/notice-banner';
import { PageHero } from '../public/gallery/page-hero';
import { SiteLayout } from '../public/layout/site-layout';
import { LogoLoader } from '../public/loading/logo-loader';

export const Route = createFileRoute('/equipment')({
  component: EquipmentPage,
  pendingComponent: LogoLoader,
});

const notices: Record<ListSource, string | null> = {
  loading: null,
  server: null,
  empty: banners.equipmentEmpty,
  failed: banners.equipmentFailed,
};

function EquipmentPage() {
  const query = useInfiniteQuery(
    useTRPC().content.equipment.page.infiniteQueryOptions(publicPageInput(), pagedQuery),
  );
  const { entries, source } = usePagedList(query, equipment, 'equipment');
  return (
    <SiteLayout>
      <PageHero hero={site.heroes.equipment} kicker="Hire the kit" />
      <NoticeBanner text={notices[source]} />
      <section
        aria-labelledby="equipment-heading"
        className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24"
      >
        {/* Names the section and keeps the outline whole: h1, then this, then each card's h3. */}
        <h2 id="equipment-heading" className="sr-only">
          Equipment for hire
        </h2>
        <ul
          data-testid="equipment-grid"
          className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3"
        >
          {entries.map(({ key, item }) => (
            <li key={key}>
              <EquipmentCard item={item} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} noun="equipment" />
      </section>
    </SiteLayout>
  );
}
