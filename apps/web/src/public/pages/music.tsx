import { galleryCopy, music, optionWords } from '@studio/content';
import { useReadLocale, useWords } from '../../i18n/page-locale';
import { pagesRead } from '../data/public-api';
import { publicPageInput } from '../data/public-page-input';
import { usePagedList, usePagedRead } from '../data/use-paged-list';
import { LoadMore } from '../gallery/load-more';
import { PageHero } from '../gallery/page-hero';
import { PosterGrid } from '../gallery/poster-grid';
import { coverPosters } from '../gallery/posters';
import { SiteLayout } from '../layout/site-layout';

/** SPEC.md §4: unlike documentary and equipment, the music page shows no fallback banner. */
export function MusicPage() {
  const query = usePagedRead(pagesRead('music', publicPageInput(useReadLocale())));
  const { entries, total } = usePagedList(query, music, 'music');
  const copy = useWords('galleries', galleryCopy).music;
  // Each release's genres, labelled in the page's language (the catalogue it already loaded).
  const options = useWords('options', optionWords);
  return (
    <SiteLayout>
      <PageHero page="music" kicker={copy.kicker} />
      <PosterGrid
        heading={copy.heading}
        shape="square"
        posters={coverPosters(entries, options)}
        total={total}
        more={<LoadMore query={query} noun={copy.noun} />}
      />
    </SiteLayout>
  );
}
