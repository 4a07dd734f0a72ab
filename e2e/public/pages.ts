/** Every public route, with a heading that shows it has rendered. */
export const publicPages = [
  { path: '/', ready: 'Unlock your potential' },
  { path: '/podcast', ready: 'PODCAST' },
  { path: '/gallery', ready: 'Gallery' },
  { path: '/contact', ready: 'Contact info' },
  { path: '/music', ready: 'RELEASED MUSIC' },
  { path: '/documentary', ready: 'DOCUMENTARY' },
  { path: '/equipment', ready: 'Our Equipments' },
  { path: '/career', ready: 'JOIN OUR TEAM.' },
] as const;
