import { type ContentTypeName, contentTypes, inboxes } from '@studio/contracts';

export interface NavItem {
  label: string;
  to: string;
  /** Route prefixes that mark this item active (its add and edit pages too). */
  matches: string[];
}

const contentItem = (type: ContentTypeName): NavItem => {
  const { label, admin } = contentTypes[type];
  return { label, to: admin.list, matches: [admin.list, admin.add, admin.edit] };
};

/** The sidebar of SPEC.md §2.3, in its order; names and routes come from the registry. */
export const mainNav: NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', matches: ['/admin/dashboard'] },
  contentItem('podcast'),
  contentItem('music'),
  contentItem('documentary'),
  contentItem('equipment'),
  { label: inboxes.career.label, to: inboxes.career.admin, matches: [inboxes.career.admin] },
  { label: inboxes.contact.label, to: inboxes.contact.admin, matches: [inboxes.contact.admin] },
  contentItem('contactinfo'),
  { label: 'Gallery', to: '/', matches: [] },
];

export const homepageSections: NavItem[] = [
  contentItem('production'),
  contentItem('afterproduction'),
  contentItem('slider'),
  contentItem('about'),
];

/** Route matching is case-insensitive, like the router's. */
export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return item.matches.some((prefix) => {
    const route = prefix.toLowerCase();
    return path === route || path.startsWith(`${route}/`);
  });
}
