/** The labels SPEC.md gives each menu of the headers and footer, and the menus' own words. */
export const navWords = {
  lightHeader: {
    '/': 'HOME',
    '/podcast': 'Podcast',
    '/documentary': 'Documentary',
    '/music': 'Music',
    '/gallery': 'GALLERY',
    '/contact': 'CONTACT US',
  },
  transparentHeader: {
    '/': 'Home',
    '/podcast': 'Podcast',
    '/documentary': 'Documentary',
    '/music': 'Music',
    '/gallery': 'Gallery',
    '/contact': 'Contact Us',
  },
  quickLinks: {
    '/': 'Home',
    '/podcast': 'Podcast',
    '/music': 'Music',
    '/documentary': 'Documentary',
  },
  importantLinks: { '/career': 'Career', '/equipment': 'Equipment', '/contact': 'Contact Us' },
  footer: {
    quickLinks: 'Quick Links',
    importantLinks: 'Important Links',
    contact: 'Contact',
    social: 'Social links',
  },
  main: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** Said after a link that opens in a new tab. */
  newTab: ' (opens in a new tab)',
  /** The language switch's name, for screen readers. */
  language: 'Language',
};
