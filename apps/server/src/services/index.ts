import type { Database } from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createAccountService } from './account';
import { createAuthService } from './auth';
import { createContentService } from './content';
import type { ContentStore } from './content-cache';
import { createCvStorage } from './cv-storage';
import { createInboxService } from './inbox';
import { createPasswordHasher } from './password';
import { createSingletonService } from './singletons';
import { createSiteMapService } from './site-map';
import { createSpamGuard } from './spam-guard';
import { createUsersService } from './users';

/** The one service layer both transports (and the operator's CLI) call. */
export function createServices(deps: {
  db: Kysely<Database>;
  contentVersion: ContentStore['contentVersion'];
  config: Config;
  log: Logger;
}) {
  const { db, config } = deps;
  const hasher = createPasswordHasher(config.hashing);
  const spamGuard = createSpamGuard({ db, minAgeMs: config.formMinAgeMs });
  const content = createContentService(deps);
  return {
    auth: createAuthService({ ...deps, hasher }),
    account: createAccountService({ ...deps, hasher }),
    users: createUsersService({ ...deps, hasher }),
    content,
    siteMap: createSiteMapService(content),
    singletons: createSingletonService(db),
    forms: { token: () => spamGuard.issue() },
    ...createInboxService({ ...deps, cvStorage: createCvStorage(config.cvDir), spamGuard }),
  };
}

export type Services = ReturnType<typeof createServices>;
