import { about, afterProductions, productions, slides } from './home';
import { site } from './site';

const { hero, intoTheMusic, noPaintNoChips, banner, subscribe } = site.home;

/**
 * The home page's fixed words (SPEC.md §2.4), a catalogue section: the site's home words, the
 * sections' own, the sliders' controls, and the words of the built-in records shown when the
 * server has none (by position; their media stay theirs).
 */
export const homeWords = {
  hero: {
    brandLine: hero.brandLine,
    headline: hero.headline,
    readMore: 'Read More',
    label: 'Highlights',
    bullets: 'Hero slides',
  },
  about: { kicker: 'About us', readMore: 'Read More' },
  productions: { kicker: 'What we make', heading: 'Productions' },
  videos: { kicker: 'After production', heading: 'Latest cuts' },
  music: {
    kicker: 'Record · Produce · Mix',
    title: intoTheMusic.title,
    text: intoTheMusic.text,
    link: 'Released music',
  },
  noPaint: {
    kicker: 'Our way of working',
    title: noPaintNoChips.title,
    paragraphs: noPaintNoChips.paragraphs,
    alts: noPaintNoChips.images.map((image) => image.alt),
  },
  documentaries: { kicker: 'Documentary', label: 'Documentaries', bullets: 'Documentary slides' },
  banner: { alt: banner.alt, title: banner.title, text: banner.text },
  subscribe: {
    kicker: 'Stay in the loop',
    title: subscribe.title,
    text: subscribe.text,
    cta: subscribe.cta,
  },
  slider: {
    /** What a slider is (`aria-roledescription`), for a screen reader to announce. */
    roleDescription: 'carousel',
    slide: (position: number, count: number) => `${position} of ${count}`,
    play: (label: string) => `Play ${label}`,
    pause: (label: string) => `Pause ${label}`,
    goTo: (position: number) => `Go to slide ${position}`,
  },
  builtin: {
    slides: slides.map(({ title, description }) => ({ title, description })),
    productions: productions.map(({ cardTitle }) => ({ cardTitle })),
    about: about.map(({ title, description }) => ({ title, description })),
    videos: afterProductions.map(({ title, description }) => ({ title, description })),
  },
};
