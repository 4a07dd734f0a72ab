import type { SingletonData, SingletonName } from '@studio/contracts';

/**
 * Today's site details: what the public layout shows until an admin saves the site settings
 * (and whenever they cannot be loaded). The built-in contact info uses the same address,
 * phone and e-mail, so the site names one studio e-mail address.
 */
export const siteSettings: SingletonData<'site'> = {
  tagline: 'Stories from the hills, made for every screen.',
  address:
    'Goldhill Studios, Pine View House, Upper Mall Road, Landour, Mussoorie, Uttarakhand 248179, India',
  phones: ['+91 135 263 0142', '+91 98370 21456'],
  email: 'hello@goldhillstudios.in',
  facebookUrl: 'https://www.facebook.com/goldhillstudios',
  twitterUrl: 'https://twitter.com/goldhillstudios',
  instagramUrl: 'https://www.instagram.com/goldhillstudios/',
  youtubeUrl: 'https://www.youtube.com/@goldhillstudios',
  bannerText:
    '«Ecos de la montaña», nuestro nuevo documental, ya está disponible en Netflix y Prime Video.',
  bannerUrl: '/documentary',
  subscribeUrl: 'https://www.youtube.com/@goldhillstudios?sub_confirmation=1',
};

/**
 * The site settings' words (their localized fields), a catalogue section: what a page in
 * another language shows of them until the server answers.
 */
export const siteSettingsWords = { tagline: siteSettings.tagline, address: siteSettings.address };

/** Every singleton kind's built-in value. */
export type BuiltinSingletons = { [K in SingletonName]: SingletonData<K> };

export const builtinSingletons: BuiltinSingletons = { site: siteSettings };
