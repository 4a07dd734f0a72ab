import { homeWords, site } from '@studio/content';
import { useWords } from '../../i18n/page-locale';
import { useSiteHref } from '../page-address';

/** SPEC.md §2.4: "Into the Music" over a background that stays put while the page moves. */
export function MusicPanel() {
  const { image } = site.home.intoTheMusic;
  const panel = useWords('home', homeWords).music;
  return (
    <section
      aria-labelledby="music-panel-heading"
      className="relative flex min-h-[80vh] items-center bg-ink bg-cover bg-fixed bg-center"
      style={{ backgroundImage: `url(${image})` }}
    >
      <div className="absolute inset-0 bg-black/60" />
      <div className="relative mx-auto max-w-4xl px-5 py-24 text-center sm:px-8">
        <p className="mb-4 text-xs font-semibold uppercase tracking-[0.45em] text-gold">
          {panel.kicker}
        </p>
        <h2 id="music-panel-heading" className="font-serif text-5xl italic text-white sm:text-7xl">
          {panel.title}
        </h2>
        <p className="mx-auto mt-8 max-w-2xl text-lg leading-relaxed text-white/80">{panel.text}</p>
        <a
          href={useSiteHref('/music')}
          className="mt-10 inline-flex border border-white/60 px-8 py-4 text-xs font-bold uppercase tracking-[0.3em] text-white transition hover:border-gold hover:text-gold"
        >
          {panel.link}
        </a>
      </div>
    </section>
  );
}
