import { music, site } from '@studio/content';
import { createFileRoute } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';
import { useFallbackList } from '../public/data/use-fallback-list';
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
  const { entries } = useFallbackList(trpc.content.music.list.useQuery(), music, 'music');
  return (
    <SiteLayout>
      <PageHero hero={site.heroes.music} kicker="Records" />
      <PosterGrid heading="Releases" shape="square" posters={coverPosters(entries)} />
    </SiteLayout>
  );
}
