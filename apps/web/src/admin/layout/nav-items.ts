import {
  type Access,
  access,
  contentTypeNames,
  contentTypes,
  inboxes,
  inboxNames,
  type NavPlacement,
  type Role,
  roleAllows,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';

/**
 * The registry's sidebar sections, plus the account block beside Logout and the admin's own
 * pages folded into a group there (the admin's own).
 */
type SidebarSection = NavPlacement['section'] | 'account' | 'administration';

/** The two lists of the sidebar: the main one, and the account's block beside Logout. */
type SidebarList = 'main' | 'account';

export interface NavItem {
  label: string;
  to: string;
  /** Route prefixes that mark this item active (its add and edit pages too). */
  matches: string[];
  /** What the page needs of the signed-in role, from the contracts' access table. */
  level: Access;
  nav: { section: SidebarSection; order: number };
  /** An inbox's item shows how many of its entries are unread. */
  unreadOf?: keyof typeof inboxes;
}

/** A section shown as a collapsible group inside one of the lists, placed like an item. */
interface GroupDefinition {
  label: string;
  nav: { section: SidebarList; order: number };
}

/**
 * SPEC.md §2.3's group, right after Gallery; and the admins' own pages under one heading, so
 * that every entry is in sight, or one visible control away, on a laptop's 720 pixels. A new
 * registry section needs its group here (the compiler asks for it).
 */
export const navGroups: Record<Exclude<SidebarSection, SidebarList>, GroupDefinition> = {
  homepageSections: { label: 'Homepage Sections', nav: { section: 'main', order: 85 } },
  administration: { label: 'Administration', nav: { section: 'account', order: 15 } },
};

/** The admin's own pages, placed among the registry's: Dashboard first, Gallery goes to "/". */
const ownPages: NavItem[] = [
  {
    label: 'Dashboard',
    to: '/admin/dashboard',
    matches: ['/admin/dashboard'],
    level: access.content.count.level,
    nav: { section: 'main', order: 0 },
  },
  { label: 'Gallery', to: '/', matches: [], level: 'public', nav: { section: 'main', order: 80 } },
  {
    label: 'Media',
    to: '/admin/media',
    matches: ['/admin/media'],
    level: access.media.list.level,
    // After SPEC.md §2.3's entries, which keep their places.
    nav: { section: 'main', order: 95 },
  },
  {
    label: 'Trash',
    to: '/admin/trash',
    matches: ['/admin/trash'],
    level: access.trash.list.level,
    // Last of the main list, after Media.
    nav: { section: 'main', order: 96 },
  },
  {
    label: 'Account',
    to: '/admin/account',
    matches: ['/admin/account'],
    level: access.account.changePassword.level,
    nav: { section: 'account', order: 10 },
  },
  {
    label: 'Users',
    to: '/admin/users',
    matches: ['/admin/users'],
    level: access.users.list.level,
    nav: { section: 'administration', order: 20 },
  },
  {
    label: 'API tokens',
    to: '/admin/tokens',
    matches: ['/admin/tokens'],
    level: access.apiTokens.list.level,
    nav: { section: 'administration', order: 30 },
  },
  {
    label: 'Webhooks',
    to: '/admin/webhooks',
    matches: ['/admin/webhooks'],
    level: access.webhooks.list.level,
    nav: { section: 'administration', order: 40 },
  },
  {
    label: 'Activity',
    to: '/admin/activity',
    matches: ['/admin/activity'],
    level: access.audit.list.level,
    nav: { section: 'administration', order: 50 },
  },
  {
    label: 'Privacy',
    to: '/admin/privacy',
    matches: ['/admin/privacy'],
    level: access.privacy.export.level,
    nav: { section: 'administration', order: 60 },
  },
];

const contentItems = contentTypeNames.map((type): NavItem => {
  const { label, admin, nav } = contentTypes[type];
  // The admin list is where records are added, edited and deleted.
  return {
    label,
    to: admin.list,
    matches: Object.values(admin),
    level: access.content.create.level,
    nav,
  };
});

const singletonItems = singletonNames.map((name): NavItem => {
  const { label, admin, nav } = singletonTypes[name];
  return { label, to: admin, matches: [admin], level: access.singleton.update.level, nav };
});

const inboxItems = inboxNames.map((name): NavItem => {
  const { label, admin, nav } = inboxes[name];
  return {
    label,
    to: admin,
    matches: [admin],
    level: access[name].list.level,
    nav,
    unreadOf: name,
  };
});

/** Every sidebar item, the registry's and the admin's own. */
export const navItems: NavItem[] = [...ownPages, ...contentItems, ...singletonItems, ...inboxItems];

export type MainEntry =
  | { kind: 'item'; item: NavItem }
  | { kind: 'group'; label: string; items: NavItem[] };

type SidebarLayout = Record<SidebarList, MainEntry[]>;

const byOrder = (a: { nav: { order: number } }, b: { nav: { order: number } }) =>
  a.nav.order - b.nav.order;

/** The items this role may use; none that need a role while it is not known yet. */
function allowedItems(items: NavItem[], role: Role | undefined): NavItem[] {
  return items.filter((item) => (role ? roleAllows(role, item.level) : item.level === 'public'));
}

/** The sidebar of SPEC.md §2.3 for a role: items sorted by their placement, groups inside. */
export function sidebarFor(role: Role | undefined): SidebarLayout {
  const allowed = allowedItems(navItems, role);
  // A string, not SidebarSection: Object.entries names the groups' sections by their keys.
  const inSection = (section: string) =>
    allowed.filter((item) => item.nav.section === section).sort(byOrder);
  const list = (name: SidebarList): MainEntry[] =>
    [
      ...inSection(name).map((item) => ({ nav: item.nav, entry: { kind: 'item', item } as const })),
      ...Object.entries(navGroups).flatMap(([section, group]) => {
        const items = group.nav.section === name ? inSection(section) : [];
        return items.length > 0
          ? [{ nav: group.nav, entry: { kind: 'group', label: group.label, items } as const }]
          : [];
      }),
    ]
      .sort(byOrder)
      .map(({ entry }) => entry);
  return { main: list('main'), account: list('account') };
}

/** Route matching is case-insensitive, like the router's. */
export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return item.matches.some((prefix) => {
    const route = prefix.toLowerCase();
    return path === route || path.startsWith(`${route}/`);
  });
}
