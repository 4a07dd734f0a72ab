import { galleryCopy, galleryItems } from '@studio/content';
import { useReadLocale, useWords } from '../../i18n/page-locale';
import { pagesRead } from '../data/public-api';
import { publicPageInput } from '../data/public-page-input';
import { usePagedList, usePagedRead } from '../data/use-paged-list';
import { GalleryImages } from '../gallery/gallery-images';
import { GalleryTiles } from '../gallery/gallery-tiles';
import { LoadMore } from '../gallery/load-more';
import { SlimFooter } from '../layout/slim-footer';
import { TransparentHeader } from '../layout/transparent-header';

export function GalleryPage() {
  // No built-in records: SPEC.md's 16 numbered tiles show until the server answers some.
  const query = usePagedRead(pagesRead('gallery', publicPageInput(useReadLocale())));
  const { entries, source } = usePagedList(query, galleryItems, 'gallery items');
  const copy = useWords('galleries', galleryCopy).gallery;
  return (
    <div className="min-h-screen bg-ink text-white">
      <TransparentHeader />
      <main id="main" className="mx-auto max-w-7xl px-5 pt-36 pb-24 sm:px-8">
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.4em] text-gold">
          {copy.kicker}
        </p>
        <h1 className="mb-12 text-5xl font-black uppercase tracking-[0.06em] sm:text-7xl">
          {copy.heading}
        </h1>
        {source === 'server' ? (
          <>
            <GalleryImages entries={entries} />
            <LoadMore query={query} noun={copy.noun} />
          </>
        ) : (
          <GalleryTiles />
        )}
      </main>
      <SlimFooter />
    </div>
  );
}
