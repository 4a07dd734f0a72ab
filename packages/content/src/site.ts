import { media } from './media';

/** An image with its alternative text. */
export interface ImageAsset {
  src: string;
  alt: string;
}

/** The social networks of the footer and the contact page, with the settings field of each link. */
export const socialNetworks = {
  facebook: { label: 'Facebook', field: 'facebookUrl' },
  twitter: { label: 'Twitter', field: 'twitterUrl' },
  instagram: { label: 'Instagram', field: 'instagramUrl' },
  youtube: { label: 'YouTube', field: 'youtubeUrl' },
} as const;

export type SocialNetwork = keyof typeof socialNetworks;

export interface PageHero extends ImageAsset {
  heading: string;
}

export interface ContactTile {
  title: string;
  image: string;
  link: string;
}

/** The fixed parts of the site; what an admin may change lives in the site settings. */
export interface SiteChrome {
  name: string;
  logo: { onDark: string; onLight: string; mark: string; alt: string };
  footer: { copyright: string; credit: string };
  careersEmail: string;
  /** The label of the Spanish top banner's button (its text and target are settings). */
  topBannerCta: string;
  home: {
    hero: {
      video: string;
      poster: string;
      brandLine: string;
      headline: string;
      readMoreHref: string;
    };
    intoTheMusic: { title: string; text: string; image: string };
    noPaintNoChips: { title: string; paragraphs: string[]; images: [ImageAsset, ImageAsset] };
    /** SPEC Home 8: the banner image, with its words as text laid over it. */
    banner: ImageAsset & { title: string; text: string };
    subscribe: { title: string; text: string; cta: string };
    /** Six decorative slides of the loading screen, top to bottom. */
    loaderSlides: string[];
  };
  contactTiles: ContactTile[];
  galleryTileCount: number;
  heroes: { podcast: PageHero; music: PageHero; documentary: PageHero; equipment: PageHero };
}

export const site: SiteChrome = {
  name: 'Goldhill Studios',
  logo: {
    onDark: media.logoOnDark,
    onLight: media.logoOnLight,
    mark: media.logoMark,
    alt: 'Goldhill Studios',
  },
  footer: {
    copyright: '© 2025 Goldhill Studios. All rights reserved.',
    credit: 'Website by Cedarline Digital',
  },
  careersEmail: 'careers@goldhillstudios.in',
  topBannerCta: 'Ver ahora',
  home: {
    hero: {
      video: media.video('hero'),
      poster: media.videoPoster('hero'),
      brandLine: 'Goldhill Studios · Mussoorie',
      headline: 'Unlock your potential',
      readMoreHref: '#',
    },
    intoTheMusic: {
      title: 'Into the Music',
      text:
        'From the first demo to the final master, we record, produce and mix in a room built for ' +
        'listening. Bring us a song; leave with a record.',
      image: media.home('into-the-music'),
    },
    noPaintNoChips: {
      title: 'No Paint, No Chips',
      paragraphs: [
        'We do not paint over the cracks and we do not cut corners. Real locations, real people, ' +
          'real light: we film what is actually there and let it speak.',
        'The same small crew stays with a project from the first call to the final mix, whether it ' +
          'is a thirty-second spot or a feature-length documentary.',
      ],
      images: [
        { src: media.home('no-paint-1'), alt: 'A camera operator filming the ridges at sunrise' },
        { src: media.home('no-paint-2'), alt: 'A clapperboard on set, ready for the next take' },
      ],
    },
    banner: {
      src: media.home('banner'),
      alt: 'Night over the hills, under the Goldhill Studios mark',
      title: 'Stories from the hills',
      text: 'Music · Documentary · Podcast · Advertisement',
    },
    subscribe: {
      title: 'Subscribe to our Youtube channel',
      text: 'New trailers, behind-the-scenes films and full podcast episodes every week.',
      cta: 'Subscribe Now',
    },
    loaderSlides: [1, 2, 3, 4, 5, 6].map(media.loaderSlide),
  },
  contactTiles: [
    { title: 'Music', image: media.contactTile('music'), link: '/music' },
    { title: 'Documentary', image: media.contactTile('documentary'), link: '/documentary' },
    { title: 'Podcast', image: media.contactTile('podcast'), link: '/podcast' },
    { title: 'Advertisement', image: media.contactTile('advertisement'), link: '/podcast' },
  ],
  galleryTileCount: 16,
  heroes: {
    podcast: { src: media.hero('podcast'), alt: 'A studio microphone', heading: 'PODCAST' },
    music: {
      src: media.hero('music'),
      alt: 'Stage lights over a crowd',
      heading: 'RELEASED MUSIC',
    },
    documentary: {
      src: media.hero('documentary'),
      alt: 'A camera operator filming mountain ridges at dusk',
      heading: 'DOCUMENTARY',
    },
    equipment: {
      src: media.hero('equipment'),
      alt: 'A cinema camera and lights on the studio floor',
      heading: 'Our Equipments',
    },
  },
};

/** The galleries' heroes' words (heading, image text), without their images: a catalogue section. */
export const heroWords = {
  podcast: { heading: site.heroes.podcast.heading, alt: site.heroes.podcast.alt },
  music: { heading: site.heroes.music.heading, alt: site.heroes.music.alt },
  documentary: { heading: site.heroes.documentary.heading, alt: site.heroes.documentary.alt },
  equipment: { heading: site.heroes.equipment.heading, alt: site.heroes.equipment.alt },
};

/** A page's title: its name, then the studio's ("Podcast · Goldhill Studios"). */
export const titled = (name: string) => `${name} · ${site.name}`;
