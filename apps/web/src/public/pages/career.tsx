import { publicCopy, site } from '@studio/content';
import { useWords } from '../../i18n/page-locale';
import { LazyCareerForm } from '../career/lazy-career-form';
import { SiteLayout } from '../layout/site-layout';

export function CareerPage() {
  const copy = useWords('copy', publicCopy).career;
  return (
    <SiteLayout>
      <div className="mx-auto grid max-w-7xl gap-16 px-5 py-20 sm:px-8 lg:grid-cols-[1fr_1.4fr] lg:py-28">
        <div>
          <p className="mb-4 text-xs font-semibold uppercase tracking-[0.4em] text-gold">
            {copy.kicker}
          </p>
          <h1 className="text-5xl font-black uppercase leading-none tracking-[0.04em] sm:text-6xl">
            {copy.heading}
          </h1>
          <p className="mt-8 text-lg leading-relaxed text-white/75">{copy.intro}</p>
          <p className="mt-6 border-l-2 border-gold pl-5 text-sm leading-relaxed text-white/65">
            {copy.note}
          </p>
          <p className="mt-8 text-sm uppercase tracking-[0.2em] text-white/60">
            {copy.contact}{' '}
            <a
              href={`mailto:${site.careersEmail}`}
              className="normal-case tracking-normal text-gold hover:text-gold-light"
            >
              {site.careersEmail}
            </a>
          </p>
        </div>
        <section
          aria-labelledby="application-heading"
          className="border border-white/10 bg-ink-soft p-6 sm:p-10"
        >
          <h2
            id="application-heading"
            className="mb-8 text-xl font-bold uppercase tracking-[0.2em]"
          >
            {copy.application}
          </h2>
          <LazyCareerForm />
        </section>
      </div>
    </SiteLayout>
  );
}
