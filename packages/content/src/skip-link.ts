/**
 * The skip link's words (a catalogue section): a module of their own, as every page shows the
 * link, the sign-in pages too, whose first load carries no other public words.
 */
export const skipLinkWords = { label: 'Skip to content' };
