import { galleryCopy, podcasts } from '@studio/content';
import { useReadLocale, useWords } from '../../i18n/page-locale';
import { pagesRead } from '../data/public-api';
import { publicPageInput } from '../data/public-page-input';
import { usePagedList, usePagedRead } from '../data/use-paged-list';
import { LoadMore } from '../gallery/load-more';
import { PageHero } from '../gallery/page-hero';
import { PosterGrid } from '../gallery/poster-grid';
import { podcastPosters } from '../gallery/posters';
import { SiteLayout } from '../layout/site-layout';

export function PodcastPage() {
  const query = usePagedRead(pagesRead('podcast', publicPageInput(useReadLocale())));
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
