import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { createPrivateFile } from './create-database';
import type { Database } from './schema';

const run = promisify(execFile);

/** A PostgreSQL client tool failed, or is not installed: its own words, the password kept out. */
export class PostgresToolError extends Error {}

/**
 * The URL without its password, and the password in PGPASSWORD: a password on the command
 * line would show in `ps`.
 */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const { dbname, env } = connection(url);
  try {
    await run(name, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      throw new PostgresToolError(
        `${name} is not installed: apt-get install postgresql-client (the same major version as the server, or newer)`,
      );
    }
    const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    throw new PostgresToolError(`${name} failed: ${stderr.trim() || String(error)}`);
  }
}

/** pg_dump in its custom format: a consistent snapshot of a live database (writers go on). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  createPrivateFile(file);
  await tool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
    url,
  );
}

/** Throws unless the file is a dump pg_restore can read. */
export async function checkPostgresDump(url: string, file: string): Promise<void> {
  const { env } = connection(url);
  try {
    await run('pg_restore', ['--list', file], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    throw new PostgresToolError(`not a readable dump: ${stderr.trim() || String(error)}`);
  }
}

/**
 * Replaces every table with the dump's: the public schema is emptied, then pg_restore fills it
 * in one transaction. The caller has dumped the current data aside first.
 */
export async function restorePostgres(
  db: Kysely<Database>,
  url: string,
  file: string,
): Promise<void> {
  await sql`DROP SCHEMA public CASCADE`.execute(db);
  await sql`CREATE SCHEMA public`.execute(db);
  await tool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
    url,
  );
}
