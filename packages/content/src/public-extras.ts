/** Page copy of the public site that is not part of the shared chrome in site.ts. */
export const publicCopy = {
  career: {
    intro:
      'We are a small crew of directors, editors, sound engineers and producers. If you love ' +
      'telling stories with pictures and sound, we would like to hear from you.',
    note:
      'Please note: we do not accept unsolicited scripts or film submissions through this form; ' +
      'it is for job applications only.',
  },
  contact: {
    follow: 'Behind the scenes, new releases and the odd mountain sunrise, every week.',
  },
  equipment: {
    /** The card's link to the contact form, and the message it starts there. */
    enquire: (item: string) => `Enquire about ${item}`,
    enquiryMessage: (item: string) => `Hello, I would like to hire the ${item}. `,
  },
};

/** A public gallery's control for its next page (`noun`: "episodes", "films"...). */
export const loadMoreCopy = {
  show: (noun: string) => `Show more ${noun}`,
  loading: (noun: string) => `Loading more ${noun}…`,
  failed: (noun: string) => `More ${noun} could not be loaded.`,
  retry: 'Try again',
};
