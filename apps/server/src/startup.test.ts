import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { describeStartupError } from './startup-error';
import { tempDir } from './test-support/app';
import { createBucket, s3Env, startFakeS3 } from './test-support/fake-s3';
import { type Finished, startMain } from './test-support/processes';

// Each case starts the real entry point through tsx: room for a loaded machine.
const PROCESS_TIMEOUT = 90_000;

/**
 * Runs the entry point until it exits on its own. A server that started after all would never
 * exit: it is killed in time, and the test fails on `code`.
 */
const runMain = (env: Record<string, string>) =>
  startMain(env, { killAfterMs: PROCESS_TIMEOUT - 10_000 }).exited;

/** The one line the entry point prints on a start-up failure, and that nothing else is there. */
function expectOneLine(exit: Finished, ...mentions: string[]) {
  expect(exit.signal, exit.stderr).toBeNull();
  expect(exit.code, exit.stderr).toBe(1);
  const lines = exit.stderr.trimEnd().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  const [line = ''] = lines;
  expect(line).toMatch(/^studio: cannot start: \S/);
  for (const mention of mentions) expect(line).toContain(mention);
  expect(exit.stderr).not.toContain('    at ');
  return line;
}

let root: string;
const webDist = () => join(root, 'no-web-dist');

beforeAll(() => {
  root = tempDir('studio-startup-');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A port something else already listens on, and a way to let it go. */
async function occupiedPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, server };
}

describe.concurrent('the entry point refuses to start with one clear line', () => {
  it(
    'on a corrupt database file: names the file, leaves it as it was',
    async () => {
      const dataDir = join(root, 'corrupt');
      mkdirSync(dataDir);
      const databaseFile = join(dataDir, 'studio.sqlite');
      const garbage = randomBytes(8192);
      writeFileSync(databaseFile, garbage);

      const exit = await runMain({ DATA_DIR: dataDir, PORT: '0', WEB_DIST: webDist() });

      const line = expectOneLine(exit, databaseFile);
      expect(line).toMatch(/damaged or not a SQLite database/);
      expect(readFileSync(databaseFile).equals(garbage)).toBe(true);
      expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'on a PostgreSQL server that is not there: names it, without the password',
    async () => {
      // Port 1 on loopback: nothing listens, the connection is refused at once.
      const exit = await runMain({
        DATA_DIR: join(root, 'postgres-missing'),
        DATABASE_URL: 'postgres://studio:secret@127.0.0.1:1/site',
        PORT: '0',
        WEB_DIST: webDist(),
      });

      const line = expectOneLine(exit, 'postgres://studio:***@127.0.0.1:1/site', 'ECONNREFUSED');
      expect(line).toMatch(/cannot reach the PostgreSQL server/);
      expect(exit.stderr).not.toContain('secret');
    },
    PROCESS_TIMEOUT,
  );

  it(
    'on a DATA_DIR that is a regular file: names the folder, leaves the file as it was',
    async () => {
      // Permission bits do not stop root (CI): a file in the way stops everyone.
      const dataDir = join(root, 'in-the-way');
      writeFileSync(dataDir, 'not a folder\n');

      const exit = await runMain({ DATA_DIR: dataDir, PORT: '0', WEB_DIST: webDist() });

      const line = expectOneLine(exit, dataDir);
      expect(line).toMatch(/data folder/);
      expect(readFileSync(dataDir, 'utf8')).toBe('not a folder\n');
    },
    PROCESS_TIMEOUT,
  );

  it(
    'on a data folder another live server holds: names that process, leaves its pid file',
    async () => {
      const dataDir = join(root, 'held');
      mkdirSync(dataDir);
      // This test process stands in for the other server: it is alive and is not the child.
      writeFileSync(join(dataDir, 'server.pid'), String(process.pid));

      const exit = await runMain({ DATA_DIR: dataDir, PORT: '0', WEB_DIST: webDist() });

      const line = expectOneLine(exit, `pid ${process.pid}`, dataDir);
      expect(line).toMatch(/another server/);
      expect(readFileSync(join(dataDir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    },
    PROCESS_TIMEOUT,
  );

  it(
    'on a PORT already in use: names the port and address; the database is left closed',
    async () => {
      const { port, server } = await occupiedPort();
      const dataDir = join(root, 'port-taken');
      try {
        const exit = await runMain({ DATA_DIR: dataDir, PORT: String(port), WEB_DIST: webDist() });
        const line = expectOneLine(exit, `port ${port}`, '127.0.0.1');
        expect(line).toMatch(/already in use/);
      } finally {
        server.close();
      }
      // It opened (and migrated) its database before listening, and closed it on the way out:
      // no pid file claims the folder, no WAL is left behind.
      expect(existsSync(join(dataDir, 'studio.sqlite'))).toBe(true);
      expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
      expect(existsSync(join(dataDir, 'studio.sqlite-wal'))).toBe(false);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'with LOG_LEVEL=debug adds the stack after the same line',
    async () => {
      const { port, server } = await occupiedPort();
      try {
        const exit = await runMain({
          DATA_DIR: join(root, 'port-taken-debug'),
          PORT: String(port),
          LOG_LEVEL: 'debug',
          WEB_DIST: webDist(),
        });
        expect(exit.code).toBe(1);
        const [first, ...rest] = exit.stderr.trimEnd().split('\n');
        expect(first).toMatch(new RegExp(`^studio: cannot start: port ${port} .*already in use`));
        expect(rest.join('\n')).toContain('EADDRINUSE');
        expect(rest.join('\n')).toContain('    at ');
      } finally {
        server.close();
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'on an uploads bucket it cannot write (missing, or its service unreachable): names the bucket',
    async () => {
      const s3 = await startFakeS3();
      try {
        const bucket = await createBucket(s3.endpoint);
        const noBucket = await runMain({
          DATA_DIR: join(root, 'no-bucket'),
          PORT: '0',
          WEB_DIST: webDist(),
          ...s3Env(s3.endpoint, 'studio-no-such-bucket'),
        });
        const line = expectOneLine(noBucket, 's3://studio-no-such-bucket', 'NoSuchBucket');
        expect(line).toMatch(/S3_BUCKET, S3_ENDPOINT/);
        expect(line).not.toContain('S3RVER');
        // The bucket exists, but its service is gone.
        await s3.stop();
        const unreachable = await runMain({
          DATA_DIR: join(root, 'bucket-unreachable'),
          PORT: '0',
          WEB_DIST: webDist(),
          ...s3Env(s3.endpoint, bucket),
        });
        expectOneLine(unreachable, `s3://${bucket}`, 'ECONNREFUSED');
      } finally {
        await s3.stop().catch(() => {});
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'on an invalid environment value: the configuration message, exit 1, nothing created',
    async () => {
      const dataDir = join(root, 'never-created');
      const exit = await runMain({ DATA_DIR: dataDir, PORT: 'abc', WEB_DIST: webDist() });

      expect(exit.code).toBe(1);
      expect(exit.stderr).toMatch(/^studio: cannot start: Invalid configuration: PORT: [^\n]+\n$/);
      expect(exit.stderr).not.toContain('    at ');
      expect(existsSync(dataDir)).toBe(false);
    },
    PROCESS_TIMEOUT,
  );
});

describe('describeStartupError', () => {
  const config = loadConfig({ DATA_DIR: '/srv/studio', PORT: '80', HOST: '0.0.0.0' });
  const systemError = (code: string, syscall: string) =>
    Object.assign(new Error(`${syscall} ${code}`), { code, syscall });

  it('tells a port the user may not bind from a data folder it may not write', () => {
    expect(describeStartupError(systemError('EACCES', 'listen'), config)).toBe(
      'not allowed to listen on port 80 on 0.0.0.0 (EACCES): ports below 1024 need privileges; set PORT',
    );
    expect(describeStartupError(systemError('EACCES', 'mkdir'), config)).toBe(
      'cannot write the data folder /srv/studio (EACCES): check DATA_DIR and its permissions',
    );
  });

  it('describes an error by its cause (a failed migration wraps the SQLite error)', () => {
    const sqlite = Object.assign(new Error('database disk image is malformed'), {
      code: 'SQLITE_CORRUPT',
    });
    const wrapped = new Error('Migration 2026-11-22-initial failed', { cause: sqlite });
    expect(describeStartupError(wrapped, config)).toMatch(
      /^the database \/srv\/studio\/studio\.sqlite is damaged or not a SQLite database \(SQLITE_CORRUPT\)/,
    );
    expect(describeStartupError(new Error('something else'), config)).toBeUndefined();
  });

  it('names an unreachable or refusing PostgreSQL server, without its password', () => {
    const postgres = loadConfig({ DATABASE_URL: 'postgres://studio:secret@db.internal:5432/site' });
    const described = (code: string) =>
      describeStartupError(Object.assign(new Error(code), { code }), postgres);
    expect(described('ECONNREFUSED')).toBe(
      'cannot reach the PostgreSQL server of postgres://studio:***@db.internal:5432/site (ECONNREFUSED): check DATABASE_URL and that the server runs',
    );
    expect(described('28P01')).toMatch(/^PostgreSQL refused the sign-in to .+\(28P01\)/);
    expect(described('3D000')).toMatch(/^the database of .+ does not exist \(3D000\)/);
    for (const code of ['ECONNREFUSED', '28P01', '3D000', '42501']) {
      expect(described(code)).not.toContain('secret');
    }
  });
});
