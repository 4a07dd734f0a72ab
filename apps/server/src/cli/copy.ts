import { existsSync } from 'node:fs';
import {
  connectDatabase,
  copyData,
  countRows,
  type DatabaseConfig,
  type DatabaseHandle,
  migrateToLatest,
} from '@studio/db';
import { fromRoot } from '../config';
import { redactUrl } from '../database';
import { CliError, type CommandContext } from './output';

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/** A SQLite file (relative paths from the repository root) or a PostgreSQL URL. */
function locate(place: string): { config: DatabaseConfig; label: string; exists: boolean } {
  if (POSTGRES_URL.test(place)) {
    return { config: { url: place, poolMax: 2 }, label: redactUrl(place), exists: true };
  }
  const file = fromRoot(place);
  return { config: { file }, label: file, exists: existsSync(file) };
}

/**
 * `copy --from <file|url> --to <file|url>`: moves a site's data (every table, accounts and
 * sessions included) between SQLite and PostgreSQL, either way, into an empty database, and
 * checks every table's row count afterwards. Uploads stay where they are (DATA_DIR).
 */
export async function copy({ options }: CommandContext): Promise<void> {
  const { from, to } = options;
  if (!from || !to) {
    throw new CliError('usage: copy --from <SQLite file or postgres:// URL> --to <file or URL>');
  }
  const source = locate(from);
  const target = locate(to);
  if (source.label === target.label) throw new CliError('--from and --to are the same database');
  if (!source.exists) throw new CliError(`no database at ${source.label}: nothing to copy`);

  const opened: DatabaseHandle[] = [];
  try {
    const sourceDb = await connectDatabase(source.config);
    opened.push(sourceDb);
    const targetDb = await connectDatabase(target.config);
    opened.push(targetDb);
    // Both at this version's schema, so every column has a place on the other side.
    await migrateToLatest(sourceDb.db);
    await migrateToLatest(targetDb.db);
    const holding = (await countRows(targetDb.db)).filter(({ rows }) => rows > 0);
    if (holding.length > 0) {
      const first = holding[0];
      throw new CliError(
        `${target.label} already holds data (${first?.rows} rows in ${first?.table}): copy into an empty database`,
      );
    }

    const expected = await countRows(sourceDb.db);
    await copyData(sourceDb.db, targetDb.db);
    const copied = await countRows(targetDb.db);
    const mismatch = expected.find(({ rows }, i) => copied[i]?.rows !== rows);
    if (mismatch) {
      throw new CliError(
        `${mismatch.table}: ${mismatch.rows} rows in the source, a different count copied`,
      );
    }
    for (const { table, rows } of copied) console.log(`${table}: ${rows} rows`);
    console.log(
      `copied ${source.label} to ${target.label}; every count checked. Uploads stay in DATA_DIR.`,
    );
  } finally {
    for (const handle of opened) await handle.close();
  }
}
