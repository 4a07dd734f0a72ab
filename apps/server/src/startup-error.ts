import type { Config } from './config';

/** What a start-up failure means for the operator, in one line; undefined when unknown. */
export function describeStartupError(error: unknown, config: Config): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${config.port} on ${config.host} is already in use (set PORT, or stop the other server)`;
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${config.host}: no such address on this machine (check HOST)`;
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
    case 'ENOTDIR':
    case 'EEXIST':
      return `cannot write the data folder ${config.dataDir} (${error.code}): check DATA_DIR and its permissions`;
    case 'SQLITE_NOTADB':
    case 'SQLITE_CORRUPT':
      return `the database ${config.databaseFile} is damaged or not a SQLite database (${error.code}); restore a backup with \`pnpm db:restore <folder>\``;
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_READONLY':
      return `cannot open the database ${config.databaseFile} for writing (${error.code}): check DATA_DIR and its permissions`;
    default:
      return undefined;
  }
}
