import { STUDIO_ADDRESS } from './contact-info';
import { media } from './media';

/** An image with its alternative text. */
export interface ImageAsset {
  src: string;
  alt: string;
}

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'youtube';

export interface SocialLink {
  label: string;
  href: string;
}

export interface PageHero extends ImageAsset {
  heading: string;
}

export interface ContactTile {
  title: string;
  image: string;
  link: string;
}

export interface SiteChrome {
  name: string;
  tagline: string;
  logo: { onDark: string; onLight: string; mark: string; alt: string };
  footer: {
    phones: [string, string];
    email: string;
    address: string;
    copyright: string;
    credit: string;
  };
  social: { [N in SocialNetwork]: SocialLink };
  careersEmail: string;
  /** The Spanish top banner of the light header. */
  topBanner: { text: string; cta: string };
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
    banner: ImageAsset;
    subscribe: { title: string; text: string; cta: string; href: string };
    /** Six decorative slides of the loading screen, top to bottom. */
    loaderSlides: string[];
  };
  contactTiles: ContactTile[];
  galleryTileCount: number;
  heroes: { podcast: PageHero; music: PageHero; documentary: PageHero; equipment: PageHero };
}

const YOUTUBE = 'https://www.youtube.com/@goldhillstudios';

export const site: SiteChrome = {
  name: 'Goldhill Studios',
  tagline: 'Stories from the hills, made for every screen.',
  logo: {
    onDark: media.logoOnDark,
    onLight: media.logoOnLight,
    mark: media.logoMark,
    alt: 'Goldhill Studios',
  },
  footer: {
    phones: ['+91 135 263 0142', '+91 98370 21456'],
    email: 'hello@goldhillstudios.in',
    address: STUDIO_ADDRESS,
    copyright: '© 2025 Goldhill Studios. All rights reserved.',
    credit: 'Website by Cedarline Digital',
  },
  social: {
    facebook: { label: 'Facebook', href: 'https://www.facebook.com/goldhillstudios' },
    twitter: { label: 'Twitter', href: 'https://twitter.com/goldhillstudios' },
    instagram: { label: 'Instagram', href: 'https://www.instagram.com/goldhillstudios/' },
    youtube: { label: 'YouTube', href: YOUTUBE },
  },
  careersEmail: 'careers@goldhillstudios.in',
  topBanner: {
    text: '«Ecos de la Montaña», nuestro nuevo documental, ya está disponible en Netflix y Prime Video.',
    cta: 'Ver ahora',
  },
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
      alt: 'Stories from the hills: music, documentary, podcast and advertisement by Goldhill Studios',
    },
    subscribe: {
      title: 'Subscribe to our Youtube channel',
      text: 'New trailers, behind-the-scenes films and full podcast episodes every week.',
      cta: 'Subscribe Now',
      href: YOUTUBE,
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
