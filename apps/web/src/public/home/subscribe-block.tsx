import { homeWords, navWords } from '@studio/content';
import { useWords } from '../../i18n/page-locale';
import { useSiteSettings } from '../data/use-site-settings';

export function SubscribeBlock() {
  const subscribe = useWords('home', homeWords).subscribe;
  const { newTab } = useWords('nav', navWords);
  const settings = useSiteSettings();
  return (
    <section
      aria-labelledby="subscribe-heading"
      className="relative overflow-hidden bg-ink py-24 lg:py-32"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(212,175,55,0.18),transparent_65%)]" />
      <div className="relative mx-auto max-w-3xl px-5 text-center sm:px-8">
        <p className="mb-4 text-xs font-semibold uppercase tracking-[0.45em] text-gold">
          {subscribe.kicker}
        </p>
        <h2
          id="subscribe-heading"
          className="text-4xl font-black uppercase leading-tight text-white sm:text-5xl"
        >
          {subscribe.title}
        </h2>
        <p className="mx-auto mt-6 max-w-xl text-lg text-white/70">{subscribe.text}</p>
        <a
          href={settings.subscribeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-10 inline-flex items-center gap-3 bg-gold px-10 py-4 text-xs font-bold uppercase tracking-[0.3em] text-ink transition hover:bg-gold-light"
        >
          {subscribe.cta}
          <span className="sr-only">{newTab}</span>
        </a>
      </div>
    </section>
  );
}
