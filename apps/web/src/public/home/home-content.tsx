import type { ContentData } from '@studio/contracts';
import { usePageLocale } from '../../i18n/page-locale';
import type { WithMedia } from '../../lib/with-media';
import type { ListEntry } from '../data/fallback-list';
import { SlimFooter } from '../layout/slim-footer';
import { TransparentHeader } from '../layout/transparent-header';
import { AboutBlock } from './about-block';
import { Banner } from './banner';
import { inPageWords } from './builtin-words';
import { DocumentarySlider } from './documentary-slider';
import { HeroSlider } from './hero-slider';
import { MusicPanel } from './music-panel';
import { NoPaintSection } from './no-paint-section';
import { ProductionsStrip } from './productions-strip';
import { SubscribeBlock } from './subscribe-block';
import { VideoCarousel } from './video-carousel';

interface HomeLists {
  slides: ListEntry<WithMedia<ContentData<'slider'>>>[];
  productions: ListEntry<WithMedia<ContentData<'production'>>>[];
  about: ListEntry<WithMedia<ContentData<'about'>>>[];
  videos: ListEntry<WithMedia<ContentData<'afterproduction'>>>[];
}

/** SPEC.md's home page, in its order, once the loading screen has lifted. */
export function HomeContent(lists: HomeLists) {
  // SPEC.md's built-in records, shown when the server has none, in the page's language.
  const builtin = usePageLocale().words?.home.builtin;
  const slides = inPageWords(lists.slides, builtin?.slides);
  const productions = inPageWords(lists.productions, builtin?.productions);
  const videos = inPageWords(lists.videos, builtin?.videos);
  const firstAbout = inPageWords(lists.about, builtin?.about)[0];
  return (
    <div className="bg-ink text-white">
      <TransparentHeader />
      <main id="main">
        <HeroSlider />
        {firstAbout ? <AboutBlock about={firstAbout.item} record={firstAbout.key} /> : null}
        <ProductionsStrip entries={productions} />
        <VideoCarousel entries={videos} />
        <MusicPanel />
        <NoPaintSection />
        <DocumentarySlider entries={slides} />
        <Banner />
        <SubscribeBlock />
      </main>
      <SlimFooter />
    </div>
  );
}
