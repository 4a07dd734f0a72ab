import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { backupDatabase, createDatabase, migrateToLatest } from '@studio/db';
import pino from 'pino';
import { loadConfig } from '../config';
import { createAuthService } from '../services/auth';

const usage = `Usage: cli <command>
  migrate                               apply pending database migrations
  backup [folder]                       copy the database and uploads (default ./backups/<time>)
  create-admin <email> <password>       create an administrator account`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const config = loadConfig(process.env);
  const database = createDatabase({ file: config.databaseFile });
  try {
    switch (command) {
      case 'migrate': {
        const results = await migrateToLatest(database.db);
        console.log(
          results.length
            ? results.map((r) => `applied ${r.migrationName}`).join('\n')
            : 'up to date',
        );
        return 0;
      }
      case 'backup': {
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const target = rest[0] ?? join('backups', stamp);
        await mkdir(target, { recursive: true });
        await backupDatabase(database.sqlite, join(target, 'studio.sqlite'));
        await cp(join(config.dataDir, 'uploads'), join(target, 'uploads'), {
          recursive: true,
          force: true,
        }).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        console.log(`backup written to ${target}`);
        return 0;
      }
      case 'create-admin': {
        const [email, password] = rest;
        await migrateToLatest(database.db);
        const auth = createAuthService({ db: database.db, config, log: pino({ level: 'warn' }) });
        const user = await auth.createAccount({ email, password }, 'bypass');
        console.log(`administrator ${user.email} created`);
        return 0;
      }
      default:
        console.error(usage);
        return 2;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
