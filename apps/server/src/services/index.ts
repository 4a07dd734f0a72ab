import type { Database } from '@studio/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { createAuthService } from './auth';
import { createContentService } from './content';
import { createCvStorage } from './cv-storage';
import { createInboxService } from './inbox';

/** The one service layer both transports call. */
export function createServices(deps: {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
}) {
  const cvStorage = createCvStorage(deps.config.cvDir);
  return {
    auth: createAuthService(deps),
    content: createContentService(deps.db),
    ...createInboxService({ ...deps, cvStorage }),
  };
}

export type Services = ReturnType<typeof createServices>;
