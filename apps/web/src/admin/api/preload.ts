import {
  type Access,
  access,
  type ContentTypeName,
  type inboxes,
  roleAllows,
  type SingletonName,
} from '@studio/contracts';
import type { TrpcUtils } from '../../lib/router-context';
import { inboxInput } from '../inbox/inbox-input';
import { browseInput, FIRST_PAGE } from '../lists/browse-input';
import { countedTypes, type RegistryPage } from '../pages/admin-pages';
import { contentCache } from './content-api';
import { adminRead } from './read-options';
import { singletonCache } from './singleton-api';

/*
 * What the admin routes' loaders fetch before their page shows (on a link hover too). Loaders
 * run outside React and stay in the main bundle, so this module holds no admin UI.
 */

/** A preload never fails the navigation: the page shows its own load failure. */
const settle = (loading: Promise<unknown>): Promise<void> =>
  loading.then(
    () => undefined,
    () => undefined,
  );

/**
 * Whether the signed-in role may read at this level, as far as the cached session says. A
 * read the server would refuse is left to the page, which says so without calling it.
 */
function mayRead(trpc: TrpcUtils, level: Access): boolean {
  if (level === 'public') return true;
  const user = trpc.auth.me.getData();
  return user ? roleAllows(user.role, level) : false;
}

export function preloadCounts(trpc: TrpcUtils): Promise<void> {
  if (!mayRead(trpc, access.content.count.level)) return Promise.resolve();
  return settle(
    Promise.all(
      countedTypes.map((type) => contentCache(trpc, type).count.ensureData(undefined, adminRead)),
    ),
  );
}

/**
 * An edit form starts from what is stored now, not from a copy cached minutes ago: only a
 * copy this young (a hover's preload just before the click) is used as it is.
 */
const RECORD_FRESH_MS = 5_000;

export const preloadRecord = (trpc: TrpcUtils, type: ContentTypeName, id: string) =>
  settle(
    contentCache(trpc, type).get.fetch(
      { id, preview: true },
      { ...adminRead, staleTime: RECORD_FRESH_MS },
    ),
  );

const preloadSingleton = (trpc: TrpcUtils, name: SingletonName) =>
  settle(singletonCache(trpc, name).get.ensureData(undefined, adminRead));

/**
 * A registry page's data: the first page of a type's list (where the sidebar's links go), or a
 * singleton's record (an add page has none).
 */
export function preloadRegistryPage(trpc: TrpcUtils, page: RegistryPage): Promise<void> {
  switch (page.kind) {
    case 'list':
      if (!mayRead(trpc, access.content.browse.level)) return Promise.resolve();
      return settle(
        contentCache(trpc, page.type).browse.ensureData(browseInput(FIRST_PAGE), adminRead),
      );
    case 'singleton':
      return preloadSingleton(trpc, page.name);
    case 'add':
      return Promise.resolve();
  }
}

export function preloadInbox(trpc: TrpcUtils, inbox: keyof typeof inboxes): Promise<void> {
  if (!mayRead(trpc, access[inbox].list.level)) return Promise.resolve();
  return settle(trpc[inbox].page.ensureData(inboxInput('all', 1), adminRead));
}

export function preloadUsers(trpc: TrpcUtils): Promise<void> {
  if (!mayRead(trpc, access.users.list.level)) return Promise.resolve();
  return settle(trpc.users.list.ensureData(undefined, adminRead));
}

export function preloadApiTokens(trpc: TrpcUtils): Promise<void> {
  if (!mayRead(trpc, access.apiTokens.list.level)) return Promise.resolve();
  return settle(trpc.apiTokens.list.ensureData(undefined, adminRead));
}

export function preloadWebhooks(trpc: TrpcUtils): Promise<void> {
  if (!mayRead(trpc, access.webhooks.list.level)) return Promise.resolve();
  return settle(trpc.webhooks.list.ensureData(undefined, adminRead));
}

export function preloadSessions(trpc: TrpcUtils): Promise<void> {
  if (!mayRead(trpc, access.account.sessions.level)) return Promise.resolve();
  return settle(trpc.account.sessions.ensureData(undefined, adminRead));
}
