import { publicPages } from '@studio/content';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found/not-found-page';
import { loadPage, pageModules } from './page-modules';
import { PodcastPage } from './pages/podcast';

describe('pageModules', () => {
  it('has a page for every public page the site names, and no other', () => {
    expect(Object.keys(pageModules).sort()).toEqual(Object.keys(publicPages).sort());
  });

  it("loads a path's page, and the not-found page for any other path", async () => {
    expect(await loadPage('/podcast')).toBe(PodcastPage);
    expect(await loadPage('/no-such-page')).toBe(NotFoundPage);
  });
});
