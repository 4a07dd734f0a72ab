import { type Database, pendingMigrations } from '@studio/db';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { ObjectStorage } from '../storage';

type Check = 'ok' | 'failed';
interface Readiness {
  ready: boolean;
  checks: { database: Check; migrations: Check; storage: Check };
}

/**
 * What a load balancer asks before sending traffic: the database answers, every migration
 * this server knows is applied, and uploads can be written. A failure is logged with its
 * reason; the answer names only the failing part.
 */
export function createHealthService(deps: {
  db: Kysely<Database>;
  storage: ObjectStorage;
  log: Logger;
}) {
  const { db, storage, log } = deps;
  const probes = {
    database: async () => {
      await sql`SELECT 1`.execute(db);
    },
    migrations: async () => {
      const pending = await pendingMigrations(db);
      if (pending.length) throw new Error(`pending migrations: ${pending.join(', ')}`);
    },
    storage: () => storage.checkWritable(),
  };

  return {
    async readiness(): Promise<Readiness> {
      const run = async (part: keyof typeof probes): Promise<Check> => {
        try {
          await probes[part]();
          return 'ok';
        } catch (error) {
          log.warn({ part, err: error }, 'readiness check failed');
          return 'failed';
        }
      };
      const [database, migrations, storage] = await Promise.all([
        run('database'),
        run('migrations'),
        run('storage'),
      ]);
      const checks = { database, migrations, storage };
      return { ready: Object.values(checks).every((check) => check === 'ok'), checks };
    },
  };
}
