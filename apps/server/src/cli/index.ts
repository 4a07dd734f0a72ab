import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config';
import { databaseLabel } from '../database';
import { createAdmin, resetPassword, resetTwoFactor } from './accounts';
import { backup, restore } from './backup';
import { copy } from './copy';
import { migrate } from './migrate';
import { writeOpenapi } from './openapi';
import { CliError } from './output';

const usage = `Usage: cli <command>
  migrate                        apply pending database migrations
  backup [folder]                copy the database and uploads (default backups/<time>)
  restore <folder>               replace the database and uploads with a backup (server stopped)
  create-admin <email> [password]
                                 create an administrator (asks for the password if not given)
  reset-password <email>         set a new password (asked for, or read from standard input)
                                 and sign that account out everywhere
  reset-2fa <email>              turn two-factor sign-in off (its recovery codes too) and
                                 sign that account out everywhere
  copy --from <file|url> --to <file|url>
                                 copy every table between SQLite and PostgreSQL (into an
                                 empty database), checking each table's row count
  openapi [file]                 write the REST API's OpenAPI document (default openapi.json)

Relative paths (DATA_DIR, folders) are taken from the repository root.`;

const commands = {
  migrate: () => migrate,
  backup: () => backup,
  restore: () => restore,
  'create-admin': () => createAdmin,
  'reset-password': () => resetPassword,
  'reset-2fa': () => resetTwoFactor,
  copy: () => copy,
  openapi: () => writeOpenapi,
} as const;

/** Commands that never open the database. */
const offline: ReadonlySet<string> = new Set(['openapi']);

const isCommand = (name: string | undefined): name is keyof typeof commands =>
  name !== undefined && Object.hasOwn(commands, name);

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { from: { type: 'string' }, to: { type: 'string' } },
  });
  const [name, ...args] = positionals;
  if (!isCommand(name)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig(process.env);
  const log = pino({ level: 'warn' }, pino.destination(2));
  if (!offline.has(name)) console.log(`database: ${databaseLabel(config)}`);
  await commands[name]()({ config, log, args, options: values });
  return 0;
}

// Data folders, databases and backups are private to the user running the command.
process.umask(0o077);
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
    console.error(
      error instanceof CliError || !(error instanceof Error) || !debug
        ? `error: ${error instanceof Error ? error.message : String(error)}`
        : error,
    );
    process.exit(1);
  },
);
