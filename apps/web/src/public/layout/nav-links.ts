/** The public pages the headers and footer link to (their labels: `navWords`, by menu). */
const NAV_PATHS = [
  '/',
  '/podcast',
  '/documentary',
  '/music',
  '/gallery',
  '/contact',
  '/career',
  '/equipment',
] as const;

export type NavPath = (typeof NAV_PATHS)[number];

export interface NavLink {
  to: NavPath;
  label: string;
}

const isNavPath = (path: string): path is NavPath => NAV_PATHS.some((known) => known === path);

/** A menu's links, in its order, from its labels by path (a menu of `navWords`). */
export const navLinks = (labels: Readonly<Record<string, string>>): NavLink[] =>
  Object.entries(labels).flatMap(([to, label]) => (isNavPath(to) ? [{ to, label }] : []));
