import { type APIRequestContext, request } from '@playwright/test';
import {
  type ContentInput,
  type ContentTypeName,
  contentTypeNames,
  contentTypes,
} from '@studio/contracts';
import { ADMIN } from './admin/support/admin';
import { test as base, expect } from './fixtures';
import { startOwnServer } from './own-server';

/** A site whose records a test chooses, on a server of its own (see `test` below). */
export interface OwnSite {
  /** Adds records of a type through the REST API, in order (the site's order follows). */
  add: <K extends ContentTypeName>(type: K, records: ContentInput<K>[]) => Promise<string[]>;
  /** Deletes a record through the REST API, as an editor would meanwhile. */
  remove: (type: ContentTypeName, id: string) => Promise<void>;
}

/**
 * Specs whose pages must show exactly the records they name (none at all, 30 to scroll
 * through, a record removed while a visitor reads) run them on a server of their own: the
 * suite's server is shared by every spec of its project and comes with the demo records. The
 * own server, in the suite's languages, is started once per worker; each test starts from a
 * site with no records and adds its own through the REST API. Its pages are the test's
 * `baseURL`.
 */
export const test = base.extend<
  { site: OwnSite },
  { ownSite: { url: string; api: APIRequestContext } }
>({
  ownSite: [
    async ({ locales }, use) => {
      const server = await startOwnServer(locales ? { LOCALES: locales } : {});
      try {
        // The first account is the site's admin; its sign-in's token writes the records.
        const admin = await request.newContext({ baseURL: server.url });
        const registered = await admin.post('/api/register', { data: ADMIN });
        expect(registered.ok(), await registered.text()).toBe(true);
        const login = await admin.post('/api/login', { data: ADMIN });
        expect(login.ok(), await login.text()).toBe(true);
        const { token }: { token: string } = await login.json();
        await admin.dispose();
        const api = await request.newContext({
          baseURL: server.url,
          extraHTTPHeaders: { authorization: `Bearer ${token}` },
        });
        await use({ url: server.url, api });
        await api.dispose();
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ ownSite }, use) => {
    await use(ownSite.url);
  },

  site: async ({ ownSite: { api } }, use) => {
    // What an earlier test of this worker added goes (to the trash, which no page shows).
    for (const type of contentTypeNames) {
      const { stem } = contentTypes[type];
      const listed = await api.get(`/api/${stem}display?status=all`);
      expect(listed.ok(), await listed.text()).toBe(true);
      const records: { _id: string }[] = await listed.json();
      if (records.length === 0) continue;
      const ids = records.map((record) => record._id);
      const emptied = await api.post(`/api/${stem}bulk`, { data: { action: 'delete', ids } });
      expect(emptied.ok(), await emptied.text()).toBe(true);
    }
    await use({
      add: async (type, records) => {
        const ids: string[] = [];
        for (const record of records) {
          const created = await api.post(`/api/${contentTypes[type].stem}`, { data: record });
          expect(created.status(), await created.text()).toBe(201);
          const { _id }: { _id: string } = await created.json();
          ids.push(_id);
        }
        return ids;
      },
      remove: async (type, id) => {
        const deleted = await api.delete(`/api/${contentTypes[type].stem}delete/${id}`);
        expect(deleted.ok(), await deleted.text()).toBe(true);
      },
    });
  },
});

export { expect };
