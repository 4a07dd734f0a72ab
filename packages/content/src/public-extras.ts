import { numbersIn } from './locales/numbers';

const { counted } = numbersIn('en');

/**
 * The galleries' words (podcast, music, documentary, equipment, gallery): a module of their
 * own, so a gallery's first load carries no other page's words.
 */
export const galleryCopy = {
  podcast: { kicker: 'Conversations', heading: 'Episodes', noun: 'episodes' },
  music: { kicker: 'Records', heading: 'Releases', noun: 'releases' },
  documentary: { kicker: 'True stories', heading: 'Films', noun: 'films' },
  gallery: { kicker: 'Stills & frames', heading: 'Gallery', noun: 'images' },
  equipment: {
    kicker: 'Hire the kit',
    heading: 'Equipment for hire',
    noun: 'equipment',
  },
  /** A gallery's count of the whole list. */
  titles: (count: number) => counted(count, { one: 'title', other: 'titles' }),
  /** A poster's button that opens its video. */
  play: (title: string) => `Play ${title}`,
  /** A gallery image's button that opens it larger. */
  view: (title: string) => `View ${title}`,
  /** What each of /gallery's placeholder tiles is, after its number ("01 · Frame"). */
  frame: 'Frame',
};

/** The galleries' modal player and image viewer: loaded with them, when a visitor opens one. */
export const modalCopy = {
  close: 'Close',
  openLink: 'Open link',
  unplayable: 'This video cannot be played here.',
  /** Under a documentary's video: its release date, written by the page's language. */
  released: (date: string) => `Released ${date}`,
  /** Under a documentary's video: the podcasts it links to (their titles follow). */
  relatedPodcasts: 'Related podcasts',
};

/** Page copy of the career and contact pages that is not part of the shared chrome in site.ts. */
export const publicCopy = {
  career: {
    kicker: 'Careers',
    heading: 'JOIN OUR TEAM.',
    application: 'Application',
    contact: 'Careers contact:',
    intro:
      'We are a small crew of directors, editors, sound engineers and producers. If you love ' +
      'telling stories with pictures and sound, we would like to hear from you.',
    note:
      'Please note: we do not accept unsolicited scripts or film submissions through this form; ' +
      'it is for job applications only.',
  },
  contact: {
    heading: 'Contact us',
    tiles: 'What we make',
    kicker: 'Get in touch',
    info: 'Contact info',
    followHeading: 'Follow us',
    message: 'Send us a message',
    /** The contact info cards' headings, by the field each shows. */
    cards: { address: 'Visit Us', phone: 'Call Us', email: 'Email Us', hours: 'Business Hours' },
    follow: 'Behind the scenes, new releases and the odd mountain sunrise, every week.',
  },
  equipment: {
    /** The card's link to the contact form, and the message it starts there. */
    enquire: (item: string) => `Enquire about ${item}`,
    enquiryMessage: (item: string) => `Hello, I would like to hire the ${item}. `,
    /** An item's day rate, written in the site's money by the page's language. */
    perDay: (price: string) => `${price} per day`,
    hiredOut: 'Currently hired out',
  },
};

/** A public gallery's control for its next page (`noun`: "episodes", "films"...). */
export const loadMoreCopy = {
  show: (noun: string) => `Show more ${noun}`,
  loading: (noun: string) => `Loading more ${noun}…`,
  failed: (noun: string) => `More ${noun} could not be loaded.`,
  retry: 'Try again',
};

/** The admin's live preview: what the framed page says of the record being edited, marked. */
export const livePreviewWords = { editing: 'Being edited' };
