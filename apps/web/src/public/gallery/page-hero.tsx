import { heroWords, site } from '@studio/content';
import { useWords } from '../../i18n/page-locale';

interface PageHeroProps {
  /** Which gallery's hero. */
  page: keyof typeof site.heroes;
  kicker: string;
}

/**
 * The banner at the top of a gallery page: image, dark veil, large title. SPEC.md §2.4 gives the
 * podcast hero 500 px; the other galleries share it. A class, not a style attribute: the page's
 * first screen is HTML, whose inline styles the CSP refuses.
 */
export function PageHero({ page, kicker }: PageHeroProps) {
  const { src } = site.heroes[page];
  const { alt, heading } = useWords('heroes', heroWords)[page];
  return (
    <section
      data-testid="page-hero"
      aria-labelledby="page-hero-heading"
      className="relative flex h-[500px] items-end overflow-hidden bg-ink"
    >
      <img
        src={src}
        alt={alt}
        width={1920}
        height={500}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover opacity-75"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-ink via-ink/40 to-transparent" />
      <div className="relative mx-auto w-full max-w-7xl px-5 pb-14 sm:px-8">
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.4em] text-gold">{kicker}</p>
        <h1
          id="page-hero-heading"
          className="text-4xl font-black uppercase tracking-[0.08em] break-words text-white sm:text-7xl"
        >
          {heading}
        </h1>
        <div className="mt-6 h-px w-24 bg-gold" />
      </div>
    </section>
  );
}
