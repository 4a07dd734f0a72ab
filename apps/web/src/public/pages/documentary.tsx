import { documentaries, galleryCopy } from '@studio/content';
import { banners } from '@studio/contracts';
import { useReadLocale, useWords } from '../../i18n/page-locale';
import { pagesRead } from '../data/public-api';
import { publicPageInput } from '../data/public-page-input';
import { usePagedList, usePagedRead } from '../data/use-paged-list';
import { LoadMore } from '../gallery/load-more';
import { NoticeBanner } from '../gallery/notice-banner';
import { PageHero } from '../gallery/page-hero';
import { PosterGrid } from '../gallery/poster-grid';
import { coverPosters } from '../gallery/posters';
import { SiteLayout } from '../layout/site-layout';

export function DocumentaryPage() {
  const query = usePagedRead(pagesRead('documentary', publicPageInput(useReadLocale())));
  const { entries, source, total } = usePagedList(query, documentaries, 'documentaries');
  const fellBack = source === 'empty' || source === 'failed';
  const copy = useWords('galleries', galleryCopy).documentary;
  const notices = useWords('banners', banners);
  return (
    <SiteLayout>
      <PageHero page="documentary" kicker={copy.kicker} />
      <NoticeBanner text={fellBack ? notices.documentaryFallback : null} />
      <PosterGrid
        heading={copy.heading}
        shape="portrait"
        posters={coverPosters(entries)}
        total={total}
        more={<LoadMore query={query} noun={copy.noun} />}
      />
    </SiteLayout>
  );
}
