import { describe, expect, it } from 'vitest';
import { inboxes } from './inbox';
import { contentTypeNames, contentTypes, type NavPlacement } from './registry';
import { singletonNames, singletonTypes } from './singletons';

/** Every admin page the contracts declare: its name, sidebar place and routes. */
const pages: { name: string; nav: NavPlacement; routes: string[] }[] = [
  ...contentTypeNames.map((type) => ({
    name: `content type ${type}`,
    nav: contentTypes[type].nav,
    routes: Object.values(contentTypes[type].admin),
  })),
  ...singletonNames.map((name) => ({
    name: `singleton ${name}`,
    nav: singletonTypes[name].nav,
    routes: [singletonTypes[name].admin],
  })),
  ...Object.entries(inboxes).map(([name, inbox]) => ({
    name: `inbox ${name}`,
    nav: inbox.nav,
    routes: [inbox.admin],
  })),
];

/** The values that occur more than once. */
const repeated = (values: string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('admin pages of the registry, the singletons and the inboxes', () => {
  it('give each page its own place in its sidebar section', () => {
    const places = pages.map(({ nav }) => `${nav.section} ${nav.order}`);
    expect(repeated(places)).toEqual([]);
    for (const { name, nav } of pages) expect(Number.isInteger(nav.order), name).toBe(true);
  });

  it('give each page its own routes, also when letter case is ignored (as the router does)', () => {
    const routes = pages.flatMap((page) => page.routes.map((route) => route.toLowerCase()));
    expect(repeated(routes)).toEqual([]);
    // One segment under /admin: the SPA finds the page by that segment.
    for (const route of routes) expect(route).toMatch(/^\/admin\/[a-z]+$/);
  });
});
