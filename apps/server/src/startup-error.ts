import type { Config } from './config';
import { DataFolderInUse } from './data-lock';
import { databaseLabel } from './database';
import { StorageUnavailable } from './storage';

/**
 * What a start-up failure means for the operator, in one line; undefined when unknown. An error
 * that wraps another (a failed migration wraps SQLite's error) is described by its cause.
 */
export function describeStartupError(
  error: unknown,
  config: Config,
  depth = 0,
): string | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  return (
    describeCode(error, config) ??
    (error.cause === undefined ? undefined : describeStartupError(error.cause, config, depth + 1))
  );
}

function describeCode(error: Error, config: Config): string | undefined {
  if (error instanceof StorageUnavailable) {
    return `cannot write to the uploads bucket ${error.where} (${reasonOf(error.cause)}): check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the AWS credentials`;
  }
  if (error instanceof DataFolderInUse) {
    return `another server (pid ${error.pid}) is using the data folder ${config.dataDir}: stop it, or set another DATA_DIR (a pid file left behind: ${error.lockFile})`;
  }
  if (!('code' in error)) return undefined;
  if (config.databaseUrl) {
    const postgres = describePostgres(String(error.code), databaseLabel(config));
    if (postgres) return postgres;
  }
  if ('syscall' in error && error.syscall === 'listen') {
    switch (error.code) {
      case 'EADDRINUSE':
        return `port ${config.port} on ${config.host} is already in use (set PORT, or stop the other server)`;
      case 'EADDRNOTAVAIL':
        return `cannot listen on ${config.host}: no such address on this machine (check HOST)`;
      case 'EACCES':
      case 'EPERM':
        return `not allowed to listen on port ${config.port} on ${config.host} (${error.code}): ports below 1024 need privileges; set PORT`;
      default:
        return undefined;
    }
  }
  switch (error.code) {
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return `cannot write the data folder ${config.dataDir} (${error.code}): check DATA_DIR and its permissions`;
    case 'EISDIR':
      return `the database ${config.databaseFile} is a folder, not a file (EISDIR): check DATA_DIR`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `cannot create the data folder ${config.dataDir} (${error.code}): a file is in the way; check DATA_DIR`;
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

/** An S3 refusal by its name (NoSuchBucket, InvalidAccessKeyId), a network failure by its code. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  if (error.name !== 'Error') return error.name;
  return 'code' in error ? String(error.code) : error.message;
}

/** PostgreSQL's refusals (its SQLSTATE codes) and an unreachable server, for DATABASE_URL. */
function describePostgres(code: string, database: string): string | undefined {
  switch (code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `cannot reach the PostgreSQL server of ${database} (${code}): check DATABASE_URL and that the server runs`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused the sign-in to ${database} (${code}): check the user and password in DATABASE_URL`;
    case '3D000':
      return `the database of ${database} does not exist (${code}): create it (createdb) or fix DATABASE_URL`;
    case '42501':
      return `the PostgreSQL user of ${database} may not create the site's tables (${code}): grant it CREATE on the database`;
    default:
      return undefined;
  }
}
