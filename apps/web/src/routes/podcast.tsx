import { galleryCopy, podcasts } from '@studio/content';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useReadLocale, useWords } from '../i18n/page-locale';
import { useTRPC } from '../lib/trpc';
import { publicPageInput } from '../public/data/public-page-input';
import { pagedQuery, usePagedList } from '../public/data/use-paged-list';
import { LoadMore } from '../public/gallery/load-more';
import { PageHero } from '../public/gallery/page-hero';
import { PosterGrid } from '../public/gallery/poster-grid';
import { podcastPosters } from '../public/gallery/posters';
import { SiteLayout } from '../public/layout/site-layout';
import { LogoLoader } from '../public/loading/logo-loader';

export const Route = createFileRoute('/podcast')({
  component: PodcastPage,
  pendingComponent: LogoLoader,
});

function PodcastPage() {
  const query = useInfiniteQuery(
    useTRPC().content.podcast.page.infiniteQueryOptions(
      publicPageInput(useReadLocale()),
      pagedQuery,
    ),
  );
  const { entries, total } = usePagedList(query, podcasts, 'podcasts');
  const copy = useWords('galleries', galleryCopy).podcast;
  return (
    <SiteLayout>
      <PageHero page="podcast" kicker={copy.kicker} />
      <PosterGrid
        heading={copy.heading}
        shape="portrait"
        posters={podcastPosters(entries)}
        total={total}
        more={<LoadMore query={query} noun={copy.noun} />}
      />
    </SiteLayout>
  );
}
