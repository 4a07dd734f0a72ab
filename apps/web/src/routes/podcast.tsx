import { podcasts, site } from '@studio/content';
import { createFileRoute } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';
import { useFallbackList } from '../public/data/use-fallback-list';
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
  const { entries } = useFallbackList(trpc.content.podcast.list.useQuery(), podcasts, 'podcasts');
  return (
    <SiteLayout>
      <PageHero hero={site.heroes.podcast} kicker="Conversations" height={500} />
      <PosterGrid heading="Episodes" shape="portrait" posters={podcastPosters(entries)} />
    </SiteLayout>
  );
}
