import type { ContentData } from '@studio/contracts';
import { media } from './media';

/** Documentary slider on the home page. */
export const slides: ContentData<'slider'>[] = [
  {
    title: 'Echoes of the Mountain',
    videoUrl: media.video('doc-slide-1'),
    description:
      'A year with the last families of a Himalayan village, told in their own words. Now streaming.',
  },
  {
    title: 'Glacier Diaries',
    videoUrl: media.video('doc-slide-2'),
    description:
      'Twelve months, one glacier and a team of scientists measuring the melt by hand, night and day.',
  },
];

/** The pinned "Productions" strip. */
export const productions: ContentData<'production'>[] = [
  { cardTitle: 'Music', prodImg: media.home('production-music'), link: '/music' },
  { cardTitle: 'Documentary', prodImg: media.home('production-documentary'), link: '/documentary' },
  { cardTitle: 'Podcast', prodImg: media.home('production-podcast'), link: '/podcast' },
  {
    cardTitle: 'Advertisement',
    prodImg: media.home('production-advertisement-1'),
    link: '/podcast',
  },
  {
    cardTitle: 'Advertisement',
    prodImg: media.home('production-advertisement-2'),
    link: '/podcast',
  },
];

/** The pinned horizontal video carousel. */
export const afterProductions: ContentData<'afterproduction'>[] = [
  {
    title: 'Colour & Light',
    videoUrl: media.video('reel-1'),
    description: 'Grading, lighting and finishing: how a raw shoot becomes a film.',
  },
  {
    title: 'Sound Design',
    videoUrl: media.video('reel-2'),
    description: 'Dialogue, Foley and score, mixed in our own control room.',
  },
];

export const about: ContentData<'about'>[] = [
  {
    title: 'About Goldhill Studios',
    description:
      'Goldhill Studios is a small production house in Mussoorie. Since 2014 we have recorded albums, ' +
      'shot documentaries across the Himalaya, produced weekly podcasts and made campaigns for brands ' +
      'that care how they sound and look. One team takes a project from the first idea to the final ' +
      'mix, and our cameras, lights and sound kit are available to hire.',
    imageUrl: media.home('about'),
    readMoreUrl: '/contact',
  },
];
