import { contentTypeNames, contentTypes, inboxes, singletonTypes } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { isActive, type MainEntry, navGroups, navItems, sidebarFor } from './nav-items';

/** The main list as a reader sees it: a group's title, then its pages. */
const mainLabels = (entries: MainEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'item'
      ? [entry.item.label]
      : [entry.label, ...entry.items.map((item) => item.label)],
  );

/** SPEC.md §2.3's sidebar, word for word, in its order (Logout is a button of its own). */
const SPEC_SIDEBAR = [
  'Dashboard',
  'Podcast',
  'Music',
  'Documentary',
  'Equipment',
  'Career',
  'Contact',
  'Enquiry',
  'Gallery',
  'Homepage Sections',
  'Productions',
  'After Productions',
  'Slider',
  'About Us',
];

describe('the sidebar of an admin', () => {
  const { main, account } = sidebarFor('admin');
  const labels = mainLabels(main);

  it("keeps SPEC.md's entries in SPEC.md's order", () => {
    expect(labels.filter((label) => SPEC_SIDEBAR.includes(label))).toEqual(SPEC_SIDEBAR);
  });

  it('places site settings after the group, and the account pages beside Logout', () => {
    expect(labels.indexOf(singletonTypes.site.label)).toBeGreaterThan(labels.indexOf('About Us'));
    expect(mainLabels(account)).toEqual([
      'Account',
      'Administration',
      'Users',
      'API tokens',
      'Webhooks',
      'Activity',
      'Privacy',
    ]);
    expect(account.map((entry) => entry.kind)).toEqual(['item', 'group']);
  });

  it('shows every content type, singleton and inbox once', () => {
    const every = [...labels, ...mainLabels(account)];
    const expected = [
      ...contentTypeNames.map((type) => contentTypes[type].label),
      ...Object.values(singletonTypes).map((singleton) => singleton.label),
      ...Object.values(inboxes).map((inbox) => inbox.label),
    ];
    for (const label of expected) expect(every.filter((shown) => shown === label)).toHaveLength(1);
  });

  it('links Gallery to the public home page and each type to its list', () => {
    expect(navItems.find((item) => item.label === 'Gallery')?.to).toBe('/');
    for (const type of contentTypeNames) {
      const { label, admin } = contentTypes[type];
      expect(navItems.find((item) => item.label === label)?.to).toBe(admin.list);
    }
  });
});

describe('the sidebar of other roles', () => {
  it('gives an editor the content pages, not the inboxes or the users', () => {
    const { main, account } = sidebarFor('editor');
    const labels = mainLabels(main);
    for (const inbox of Object.values(inboxes)) expect(labels).not.toContain(inbox.label);
    expect(labels).toContain(contentTypes.podcast.label);
    expect(labels).toContain(singletonTypes.site.label);
    expect(mainLabels(account)).toEqual(['Account']);
  });

  it('shows only the public entry while the role is not known yet', () => {
    const { main, account } = sidebarFor(undefined);
    expect(mainLabels(main)).toEqual(['Gallery']);
    expect(account).toEqual([]);
  });
});

describe('placements', () => {
  it('give every entry, and every group, its own place in its section', () => {
    const places = [...navItems, ...Object.values(navGroups)].map(
      ({ nav }) => `${nav.section} ${nav.order}`,
    );
    expect(new Set(places).size).toBe(places.length);
  });
});

describe('isActive', () => {
  const slider = navItems.find((item) => item.label === contentTypes.slider.label);

  it("marks a type's item on its list, add and edit pages, whatever the letter case", () => {
    expect(slider).toBeDefined();
    if (!slider) return;
    for (const path of [
      '/admin/slider',
      '/admin/addslider',
      '/admin/EditSlider/42',
      '/admin/editslider/42',
    ]) {
      expect(isActive(slider, path), path).toBe(true);
    }
    expect(isActive(slider, '/admin/sliders')).toBe(false);
    expect(isActive(slider, '/admin/podcast')).toBe(false);
  });
});
