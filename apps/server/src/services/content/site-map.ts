import { publicPages } from '@studio/content';
import type { Actor } from '../actor';
import type { ContentService } from './service';

interface SiteMapEntry {
  path: string;
  /** When the newest record the page shows changed (ISO); absent for a page of fixed words. */
  lastmod?: string;
}

/** The latest of ISO times (they sort as text). */
const newest = (times: readonly string[]) => [...times].sort().at(-1) ?? '';

/** The public pages search engines may list, each dated by the records it shows. */
export function createSiteMapService(content: ContentService) {
  return {
    async entries(actor: Actor): Promise<SiteMapEntry[]> {
      return Promise.all(
        Object.entries(publicPages).map(async ([path, page]) => {
          const lists = await Promise.all(page.types.map((type) => content.list(actor, type)));
          const lastmod = newest(lists.flat().map((record) => record.updatedAt));
          return lastmod ? { path, lastmod } : { path };
        }),
      );
    },
  };
}
