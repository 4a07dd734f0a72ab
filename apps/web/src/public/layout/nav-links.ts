/** The public pages the headers and footer link to, with the labels SPEC.md gives each menu. */
export interface NavLink {
  to:
    | '/'
    | '/podcast'
    | '/documentary'
    | '/music'
    | '/gallery'
    | '/contact'
    | '/career'
    | '/equipment';
  label: string;
}

export const lightHeaderLinks: NavLink[] = [
  { to: '/', label: 'HOME' },
  { to: '/podcast', label: 'Podcast' },
  { to: '/documentary', label: 'Documentary' },
  { to: '/music', label: 'Music' },
  { to: '/gallery', label: 'GALLERY' },
  { to: '/contact', label: 'CONTACT US' },
];

export const transparentHeaderLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/podcast', label: 'Podcast' },
  { to: '/documentary', label: 'Documentary' },
  { to: '/music', label: 'Music' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact Us' },
];

export const quickLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/podcast', label: 'Podcast' },
  { to: '/music', label: 'Music' },
  { to: '/documentary', label: 'Documentary' },
];

export const importantLinks: NavLink[] = [
  { to: '/career', label: 'Career' },
  { to: '/equipment', label: 'Equipment' },
  { to: '/contact', label: 'Contact Us' },
];
