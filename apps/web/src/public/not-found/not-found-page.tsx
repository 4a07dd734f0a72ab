import { notFoundPage } from '@studio/content';
import { useWords } from '../../i18n/page-locale';
import { SiteLayout } from '../layout/site-layout';
import { useSiteHref } from '../page-address';

/** Any path the site does not have: inside the site's layout, with a way home. */
export function NotFoundPage() {
  const words = useWords('notFound', notFoundPage);
  return (
    <SiteLayout>
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-5 py-32 sm:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.4em] text-gold">404</p>
        <h1 className="text-4xl font-black uppercase tracking-[0.06em] sm:text-6xl">
          {words.heading}
        </h1>
        <p className="text-white/80">{words.text}</p>
        <a
          href={useSiteHref('/')}
          className="border border-gold px-6 py-3 text-sm font-semibold uppercase tracking-[0.2em] text-gold transition hover:bg-gold hover:text-ink"
        >
          {words.home}
        </a>
      </section>
    </SiteLayout>
  );
}
