import { homeWords, site } from '@studio/content';
import { useWords } from '../../i18n/page-locale';
import { type FullScreenSlide, FullScreenSlider } from '../slider/full-screen-slider';

const headlineClass =
  'max-w-3xl text-5xl leading-[0.95] font-black uppercase text-white sm:text-7xl lg:text-8xl';

/** The words over the studio reel; only the first slide's headline is the page's h1. */
function HeroCaption({ first }: { first: boolean }) {
  const { readMoreHref } = site.home.hero;
  const hero = useWords('home', homeWords).hero;
  return (
    <>
      {/* index.html's CSS: the loading screen shades the hero's poster the same way. */}
      <div className="hero-shade" />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-5 sm:px-8">
        <p className="mb-5 flex items-center gap-4 text-xs font-semibold uppercase tracking-[0.45em] text-gold">
          <span className="h-px w-10 bg-gold" />
          {hero.brandLine}
        </p>
        {first ? (
          <h1 className={headlineClass}>{hero.headline}</h1>
        ) : (
          <p className={headlineClass}>{hero.headline}</p>
        )}
        <a
          href={readMoreHref}
          className="mt-10 inline-flex w-fit items-center gap-3 border border-gold px-8 py-4 text-xs font-bold uppercase tracking-[0.3em] text-gold transition hover:bg-gold hover:text-ink"
        >
          {hero.readMore}
        </a>
      </div>
    </>
  );
}

/** SPEC.md §2.4: two identical full-screen slides over the studio reel. */
const slides: FullScreenSlide[] = [0, 1].map((index) => ({
  key: `hero-${index}`,
  video: site.home.hero.video,
  poster: site.home.hero.poster,
  content: <HeroCaption first={index === 0} />,
}));

export function HeroSlider() {
  const words = useWords('home', homeWords).hero;
  return (
    <FullScreenSlider
      eagerFirst
      slides={slides}
      label={words.label}
      bulletsLabel={words.bullets}
      className="bg-ink"
    />
  );
}
