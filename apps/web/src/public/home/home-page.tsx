import * as builtin from '@studio/content';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useFallbackList } from '../data/use-fallback-list';
import { SlimFooter } from '../layout/slim-footer';
import { TransparentHeader } from '../layout/transparent-header';
import { LoadingScreen } from '../loading/loading-screen';
import { AboutBlock } from './about-block';
import { Banner } from './banner';
import { DocumentarySlider } from './documentary-slider';
import { HeroSlider } from './hero-slider';
import { MusicPanel } from './music-panel';
import { NoPaintSection } from './no-paint-section';
import { ProductionsStrip } from './productions-strip';
import { SubscribeBlock } from './subscribe-block';
import { VideoCarousel } from './video-carousel';

/** SPEC.md §9: the loading screen stays this long. */
const LOADING_MS = 2000;

export function HomePage() {
  const [loading, setLoading] = useState(true);
  // The lists load during the loading screen, so real content is usually there when it lifts.
  const slides = useFallbackList(trpc.content.slider.list.useQuery(), builtin.slides, 'slides');
  const productions = useFallbackList(
    trpc.content.production.list.useQuery(),
    builtin.productions,
    'productions',
  );
  const about = useFallbackList(trpc.content.about.list.useQuery(), builtin.about, 'about');
  const videos = useFallbackList(
    trpc.content.afterproduction.list.useQuery(),
    builtin.afterProductions,
    'videos',
  );

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), LOADING_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (loading) return <LoadingScreen />;

  const firstAbout = about.entries[0]?.item;
  return (
    <div className="bg-ink text-white">
      <TransparentHeader />
      <main id="main">
        <HeroSlider />
        {firstAbout ? <AboutBlock about={firstAbout} /> : null}
        <ProductionsStrip entries={productions.entries} />
        <VideoCarousel entries={videos.entries} />
        <MusicPanel />
        <NoPaintSection />
        <DocumentarySlider entries={slides.entries} />
        <Banner />
        <SubscribeBlock />
      </main>
      <SlimFooter />
    </div>
  );
}
