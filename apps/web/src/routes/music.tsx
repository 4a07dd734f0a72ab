import { galleryCopy, music } from '@studio/content';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useReadLocale, useWords } from '../i18n/page-locale';
import { useTRPC } from '../lib/trpc';
import { publicPageInput } from '../public/data/public-page-input';
import { pagedQuery, usePagedList } from '../public/data/use-paged-list';
import { LoadMore } from '../public/gallery/load-more';
import { PageHero } from '../public/gallery/page-hero';
import { PosterGrid } from '../public/gallery/poster-grid';
import { coverPosters } from '../public/gallery/posters';
import { SiteLayout } from '../public/layout/site-layout';
import { LogoLoader } from '../public/loading/logo-loader';

export const Route = createFileRoute('/music')({
  component: MusicPage,
  pendingComponent: LogoLoader,
});

/** SPEC.md §4: unlike documentary and equipment, the music page shows no fallback banner. */
function MusicPage() {
  const query = useInfiniteQuery(
    useTRPC().content.music.page.infiniteQueryOptions(publicPageInput(useReadLocale()), pagedQuery),
  );
  const { entries, total } = usePagedList(query, music, 'music');
  const copy = useWords('galleries', galleryCopy).music;
  return (
    <SiteLayout>
      <PageHero page="music" kicker={copy.kicker} />
      <PosterGrid
        heading={copy.heading}
        shape="square"
        posters={coverPosters(entries)}
        total={total}
        more={<LoadMore query={query} noun={copy.noun} />}
      />
    </SiteLayout>
  );
}
