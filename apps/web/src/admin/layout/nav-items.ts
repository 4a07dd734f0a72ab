import {
  type Access,
  access,
  type ContentTypeName,
  contentTypes,
  inboxes,
  type Role,
  roleAllows,
} from '@studio/contracts';

export interface NavItem {
  label: string;
  to: string;
  /** Route prefixes that mark this item active (its add and edit pages too). */
  matches: string[];
  /** What the page needs of the signed-in role, from the contracts' access table. */
  level: Access;
}

const contentItem = (type: ContentTypeName): NavItem => {
  const { label, admin } = contentTypes[type];
  return {
    label,
    to: admin.list,
    matches: [admin.list, admin.add, admin.edit],
    // The admin list is where records are added, edited and deleted.
    level: access.content.create,
  };
};

/** The sidebar of SPEC.md §2.3, in its order; names and routes come from the registry. */
export const mainNav: NavItem[] = [
  {
    label: 'Dashboard',
    to: '/admin/dashboard',
    matches: ['/admin/dashboard'],
    level: access.content.count,
  },
  contentItem('podcast'),
  contentItem('music'),
  contentItem('documentary'),
  contentItem('equipment'),
  {
    label: inboxes.career.label,
    to: inboxes.career.admin,
    matches: [inboxes.career.admin],
    level: access.career.list,
  },
  {
    label: inboxes.contact.label,
    to: inboxes.contact.admin,
    matches: [inboxes.contact.admin],
    level: access.contact.list,
  },
  contentItem('contactinfo'),
  { label: 'Gallery', to: '/', matches: [], level: 'public' },
];

export const homepageSections: NavItem[] = [
  contentItem('production'),
  contentItem('afterproduction'),
  contentItem('slider'),
  contentItem('about'),
];

/** The signed-in account's own pages, beside Logout. */
export const accountNav: NavItem[] = [
  {
    label: 'Account',
    to: '/admin/account',
    matches: ['/admin/account'],
    level: access.account.changePassword,
  },
  { label: 'Users', to: '/admin/users', matches: ['/admin/users'], level: access.users.list },
];

/** The items this role may use; none that need a role while it is not known yet. */
export function allowedItems(items: NavItem[], role: Role | undefined): NavItem[] {
  return items.filter((item) => (role ? roleAllows(role, item.level) : item.level === 'public'));
}

/** Route matching is case-insensitive, like the router's. */
export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return item.matches.some((prefix) => {
    const route = prefix.toLowerCase();
    return path === route || path.startsWith(`${route}/`);
  });
}
