import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  createDatabase,
  insertCareerApplication,
  insertContactMessage,
  migrateToLatest,
  migrationNames,
} from '@studio/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../config';
import {
  commandEnv,
  type Finished,
  listeningUrl,
  runOperatorScript,
  startMain,
} from '../test-support/processes';
import { careerFields, contactInput } from '../test-support/samples';
import { codeAt } from '../test-support/totp';

// Each script is a new process (the CLI through tsx; pnpm too for one test): seconds, more when busy.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** Every folder of this file, relative to the root, under the gitignored `.tmp/`. */
const BASE = join('.tmp', `ops-${randomBytes(6).toString('hex')}`);
/** A relative path under BASE, as an operator gives it, and the absolute one it means. */
const rel = (name: string) => join(BASE, name);
const abs = (relative: string) => join(REPO_ROOT, relative);

const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };
const NEW_PASSWORD = 'a brand new passphrase';

afterAll(() => {
  rmSync(abs(BASE), { recursive: true, force: true });
});

/** `pnpm <script> ...args` at the repository root, with DATA_DIR relative to it. */
const script = (
  [name = '', ...args]: string[],
  options: { dataDir: string; input?: string; throughPnpm?: boolean },
) =>
  runOperatorScript(name, args, {
    env: commandEnv({ DATA_DIR: options.dataDir }),
    input: options.input,
    throughPnpm: options.throughPnpm,
  });

/** A refusal: non-zero exit and exactly one line, the CLI's, on standard error. */
function expectRefusal(run: Finished, message: string | RegExp) {
  expect(run.code, run.stdout + run.stderr).not.toBe(0);
  const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines, run.stderr).toHaveLength(1);
  const [line = ''] = lines;
  expect(line).toMatch(/^error: /);
  if (typeof message === 'string') expect(line).toContain(message);
  else expect(line).toMatch(message);
  expect(run.stderr).not.toContain('    at ');
}

function expectSuccess(run: Finished) {
  expect(run.code, run.stdout + run.stderr).toBe(0);
  expect(run.stderr).toBe('');
}

/** Rows of the live database file, read through a connection of this test's own. */
function rows<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]) {
  const file = join(abs(dataDir), 'studio.sqlite');
  // createDatabase would make a missing file: a missing database must fail the test instead.
  if (!existsSync(file)) throw new Error(`no database at ${file}`);
  const { sqlite } = createDatabase({ file });
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

const usersOf = (dataDir: string) =>
  rows<{ id: string; email: string; role: string | null; passwordHash: string }>(
    dataDir,
    'SELECT id, email, role, passwordHash FROM user ORDER BY id',
  );
const sessionsOf = (dataDir: string, userId: string) =>
  rows(dataDir, 'SELECT id FROM session WHERE userId = ?', userId);
const migrationsOf = (dataDir: string) =>
  rows<{ name: string }>(dataDir, 'SELECT name FROM kysely_migration ORDER BY name').map(
    (row) => row.name,
  );

/** The records a backup must carry, each table in a fixed order. */
const recordsOf = (dataDir: string) => ({
  contact: rows(dataDir, 'SELECT * FROM contact_message ORDER BY id'),
  career: rows(dataDir, 'SELECT * FROM career_application ORDER BY id'),
  users: rows(dataDir, 'SELECT * FROM user ORDER BY id'),
});

const replacedFolders = (dataDir: string) =>
  readdirSync(abs(dataDir)).filter((name) => name.startsWith('replaced-'));

interface RunningServer {
  url: string;
  pid: number | undefined;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/**
 * The real server started from a folder that is NOT the repository, with the same relative
 * DATA_DIR the scripts were given; resolves once it listens.
 */
async function startServer(dataDir: string): Promise<RunningServer> {
  const server = startMain({
    DATA_DIR: dataDir,
    PORT: '0',
    // Info, for the line that says where it listens.
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    WEB_DIST: abs(rel('no-web-dist')),
  });
  return {
    url: await listeningUrl(server, 90_000),
    pid: server.process.pid,
    stop: async () => (await server.stop('SIGTERM')).code,
  };
}

const signIn = (server: RunningServer, account: { email: string; password: string }) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });

/** Turns TOTP on for the signed-in account, over the running server's REST API. */
async function enrolOver(server: RunningServer, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const setup = await fetch(`${server.url}/api/account/totp/setup`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
  });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await fetch(`${server.url}/api/account/totp/enable`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: codeAt(secret, Date.now()) }),
  });
  expect(enable.status).toBe(200);
}

const adminRead = (server: RunningServer, token: string) =>
  fetch(`${server.url}/api/contactdisplay`, { headers: { authorization: `Bearer ${token}` } });

/** An API token that reads the inboxes, made by the signed-in admin; answers its secret. */
async function createApiToken(server: RunningServer, session: string) {
  const res = await fetch(`${server.url}/trpc/apiTokens.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify({ name: 'Made before the reset', scopes: ['inbox:read'] }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: { token: string } } }).result.data.token;
}

describe.sequential('admin:create, the server, admin:reset-password, and a restore it refuses', () => {
  const dataDir = rel('accounts');
  let server: RunningServer | undefined;
  let token: string;
  let adminId: string;

  afterAll(async () => {
    await server?.stop();
  });

  it('pnpm admin:create before any start creates the database, migrated, with the administrator', async () => {
    expect(existsSync(abs(dataDir))).toBe(false);

    const run = await script(['admin:create', ADMIN.email, ADMIN.password], { dataDir });

    expectSuccess(run);
    const databaseFile = join(REPO_ROOT, dataDir, 'studio.sqlite');
    expect(run.stdout).toContain(`database: ${databaseFile}`);
    expect(run.stdout).toContain(`administrator ${ADMIN.email} created`);
    expect(statSync(databaseFile).isFile()).toBe(true);
    expect(migrationsOf(dataDir)).toEqual(migrationNames);
    const users = usersOf(dataDir);
    expect(users).toEqual([
      {
        id: expect.any(String),
        email: ADMIN.email,
        role: 'admin',
        passwordHash: expect.any(String),
      },
    ]);
    expect(users[0]?.passwordHash).not.toContain(ADMIN.password);
    adminId = users[0]?.id ?? '';
  });

  it('the server started elsewhere on the same relative DATA_DIR lets that administrator sign in', async () => {
    server = await startServer(dataDir);

    const res = await signIn(server, ADMIN);

    expect(res.status).toBe(200);
    token = ((await res.json()) as { token: string }).token;
    expect(token).toEqual(expect.any(String));
    expect((await adminRead(server, token)).status).toBe(200);
    // The server found the very file the script created: the session is in it.
    expect(sessionsOf(dataDir, adminId)).toHaveLength(1);
    expect(readFileSync(join(abs(dataDir), 'server.pid'), 'utf8')).toBe(String(server.pid));
  });

  it('pnpm admin:create refuses an e-mail that exists: one line, nothing changed', async () => {
    const before = usersOf(dataDir);

    const run = await script(['admin:create', 'ADMIN@example.com', 'another password'], {
      dataDir,
    });

    expectRefusal(run, 'An account with this email already exists.');
    expect(usersOf(dataDir)).toEqual(before);
  });

  it('pnpm admin:create refuses a password under 8 characters before touching any data folder', async () => {
    const fresh = rel('never-created');

    const run = await script(['admin:create', 'second@example.com', 'short'], { dataDir: fresh });

    expectRefusal(run, 'password: Use at least 8 characters.');
    expect(existsSync(abs(fresh))).toBe(false);
  });

  it('pnpm admin:reset-password reads the new password from stdin, signs the account out everywhere and revokes its API tokens', async () => {
    if (!server) throw new Error('no server');
    const [before] = usersOf(dataDir);
    const apiToken = await createApiToken(server, token);
    expect((await adminRead(server, apiToken)).status).toBe(200);

    const run = await script(['admin:reset-password', ADMIN.email], {
      dataDir,
      input: `${NEW_PASSWORD}\n`,
    });

    expectSuccess(run);
    expect(run.stdout).toContain(`password of ${ADMIN.email} changed`);
    // Whoever held the account made that token: it stops with the reset, and the line says so.
    expect((await adminRead(server, apiToken)).status).toBe(401);
    expect(run.stdout).toContain('1 API token revoked');
    const [after] = usersOf(dataDir);
    expect(after?.id).toBe(before?.id);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect(sessionsOf(dataDir, adminId)).toEqual([]);
    // The running server sees it at once: the old session is dead, the old password too.
    expect((await adminRead(server, token)).status).toBe(401);
    expect((await signIn(server, ADMIN)).status).toBe(401);
    const fresh = await signIn(server, { email: ADMIN.email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
    token = ((await fresh.json()) as { token: string }).token;
    expect((await adminRead(server, token)).status).toBe(200);
  });

  it('pnpm admin:reset-password refuses an unknown e-mail with one clear line', async () => {
    const before = usersOf(dataDir);

    const run = await script(['admin:reset-password', 'nobody@example.com'], {
      dataDir,
      input: `${NEW_PASSWORD}\n`,
    });

    expectRefusal(run, 'No account has this e-mail address.');
    expect(usersOf(dataDir)).toEqual(before);
  });

  it('pnpm admin:reset-2fa turns two-factor sign-in off and signs the account out everywhere', async () => {
    if (!server) throw new Error('no server');
    const account = { email: ADMIN.email, password: NEW_PASSWORD };
    await enrolOver(server, token);
    expect(rows(dataDir, 'SELECT userId FROM totp WHERE enabledAt IS NOT NULL')).toEqual([
      { userId: adminId },
    ]);
    expect((await signIn(server, account)).status).toBe(401);

    const run = await script(['admin:reset-2fa', ADMIN.email], { dataDir });

    expectSuccess(run);
    expect(run.stdout).toContain(`two-factor sign-in of ${ADMIN.email} turned off`);
    expect(rows(dataDir, 'SELECT * FROM totp')).toEqual([]);
    expect(rows(dataDir, 'SELECT * FROM recovery_code')).toEqual([]);
    expect(sessionsOf(dataDir, adminId)).toEqual([]);
    // The running server sees it at once: the session is dead, the password alone signs in.
    expect((await adminRead(server, token)).status).toBe(401);
    const fresh = await signIn(server, account);
    expect(fresh.status).toBe(200);
    token = ((await fresh.json()) as { token: string }).token;
  });

  it('pnpm admin:reset-2fa refuses an unknown e-mail with one clear line', async () => {
    const run = await script(['admin:reset-2fa', 'nobody@example.com'], { dataDir });

    expectRefusal(run, 'No account has this e-mail address.');
  });

  it('pnpm db:backup copies the live database while the server runs; db:restore then refuses', async () => {
    if (!server) throw new Error('no server');
    const backupDir = rel('online-backup');
    // Typed as the operator types it: the scripts' wiring, and pnpm adding nothing to stderr.
    const backup = await script(['db:backup', backupDir], { dataDir, throughPnpm: true });
    expectSuccess(backup);
    expect(backup.stdout).toContain(`backup written to ${abs(backupDir)}`);
    expect(rows(backupDir, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(usersOf(backupDir)).toEqual(usersOf(dataDir));

    const liveBefore = readFileSync(join(abs(dataDir), 'studio.sqlite'));
    const run = await script(['db:restore', backupDir], { dataDir, throughPnpm: true });

    expectRefusal(run, `(pid ${server.pid}) is using ${abs(dataDir)}`);
    expect(replacedFolders(dataDir)).toEqual([]);
    expect(readFileSync(join(abs(dataDir), 'studio.sqlite')).equals(liveBefore)).toBe(true);
    // Still the server's own database: the new session works.
    expect((await adminRead(server, token)).status).toBe(200);
  });

  it('a stopped server leaves no pid file behind', async () => {
    if (!server) throw new Error('no server');
    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(existsSync(join(abs(dataDir), 'server.pid'))).toBe(false);
  });
});

describe.sequential('pnpm db:migrate', () => {
  const dataDir = rel('migrate');

  it('creates the database on a fresh relative DATA_DIR and lists the migrations it applied', async () => {
    const run = await script(['db:migrate'], { dataDir });

    expectSuccess(run);
    expect(run.stdout).toContain(`database: ${join(REPO_ROOT, dataDir, 'studio.sqlite')}`);
    for (const name of migrationNames) expect(run.stdout).toContain(`applied ${name}`);
    expect(migrationsOf(dataDir)).toEqual(migrationNames);
    // Migrations only: no demo content.
    expect(rows(dataDir, 'SELECT * FROM content_slider')).toEqual([]);
  });

  it('says "up to date" the second time', async () => {
    const run = await script(['db:migrate'], { dataDir });

    expectSuccess(run);
    expect(run.stdout).toContain('up to date');
    expect(run.stdout).not.toContain('applied ');
    expect(migrationsOf(dataDir)).toEqual(migrationNames);
  });
});

describe.sequential('pnpm db:backup and pnpm db:restore', () => {
  const dataDir = rel('live');
  const backupDir = rel('backups/first');
  const cvName = `${'ab'.repeat(16)}.pdf`;
  const cvBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
  const cvPath = () => join(abs(dataDir), 'uploads', 'cvs', cvName);
  let backedUp: ReturnType<typeof recordsOf>;
  let keptId: string;
  let deletedId: string;

  beforeAll(async () => {
    // A live database holding records, and an uploaded CV under uploads/cvs.
    const handle = createDatabase({ file: join(abs(dataDir), 'studio.sqlite') });
    try {
      await migrateToLatest(handle.db);
      keptId = (await insertContactMessage(handle.db, contactInput)).id;
      deletedId = (await insertContactMessage(handle.db, { ...contactInput, firstName: 'Bea' })).id;
      await insertCareerApplication(handle.db, {
        ...careerFields,
        cvFile: cvName,
        cvOriginalName: 'Grace Hopper CV.pdf',
      });
    } finally {
      await handle.close();
    }
    mkdirSync(join(abs(dataDir), 'uploads', 'cvs'), { recursive: true });
    writeFileSync(cvPath(), cvBytes);
  });

  it('backs up records and uploads into a relative folder; the copy passes its integrity check', async () => {
    backedUp = recordsOf(dataDir);
    expect(backedUp.contact).toHaveLength(2);
    expect(backedUp.career).toHaveLength(1);

    const run = await script(['db:backup', backupDir], { dataDir });

    expectSuccess(run);
    expect(run.stdout).toContain(`backup written to ${abs(backupDir)}`);
    expect(rows(backupDir, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(recordsOf(backupDir)).toEqual(backedUp);
    expect(migrationsOf(backupDir)).toEqual(migrationNames);
    expect(readFileSync(join(abs(backupDir), 'uploads', 'cvs', cvName)).equals(cvBytes)).toBe(true);
    // The live folder is left as it was found: no WAL or SHM of the command's connection.
    expect(readdirSync(abs(dataDir)).sort()).toEqual(['studio.sqlite', 'uploads']);
  });

  it('refuses to back up a DATA_DIR without a database, and creates no database anywhere', async () => {
    const empty = rel('no-database');
    const target = rel('backups/of-nothing');

    const run = await script(['db:backup', target], { dataDir: empty });

    expectRefusal(run, `no database at ${join(abs(empty), 'studio.sqlite')}`);
    expect(existsSync(abs(empty))).toBe(false);
    expect(existsSync(abs(target))).toBe(false);
  });

  it('restores every record and the CV, keeping the replaced files in DATA_DIR/replaced-*', async () => {
    // The live data moves on: a record deleted, another added, the CV gone.
    const handle = createDatabase({ file: join(abs(dataDir), 'studio.sqlite') });
    let addedId: string;
    try {
      await handle.db.deleteFrom('contact_message').where('id', '=', deletedId).execute();
      addedId = (
        await insertContactMessage(handle.db, {
          firstName: 'Cy',
          lastName: 'Later',
          contact: '-',
          email: 'cy@example.com',
          message: 'Written after the backup.',
        })
      ).id;
    } finally {
      await handle.close();
    }
    unlinkSync(cvPath());
    expect(recordsOf(dataDir)).not.toEqual(backedUp);

    const run = await script(['db:restore', backupDir], { dataDir });

    expectSuccess(run);
    expect(recordsOf(dataDir)).toEqual(backedUp);
    expect(readFileSync(cvPath()).equals(cvBytes)).toBe(true);
    const replaced = replacedFolders(dataDir);
    expect(replaced).toHaveLength(1);
    const aside = join(dataDir, replaced[0] ?? '');
    expect(run.stdout).toContain(`the replaced files are in ${abs(aside)}`);
    // The replaced database is the one from just before: the added record, not the deleted one.
    const asideIds = rows<{ id: string }>(aside, 'SELECT id FROM contact_message').map((r) => r.id);
    expect(asideIds.sort()).toEqual([keptId, addedId].sort());
    expect(readdirSync(join(abs(aside), 'uploads', 'cvs'))).toEqual([]);
    // Nothing else is left in the data folder (no half-staged copy).
    expect(readdirSync(abs(dataDir)).sort()).toEqual([...replaced, 'studio.sqlite', 'uploads']);
  });

  it('refuses a backup whose database is corrupt, and replaces nothing', async () => {
    const corrupt = rel('backups/corrupt');
    mkdirSync(abs(corrupt), { recursive: true });
    writeFileSync(join(abs(corrupt), 'studio.sqlite'), randomBytes(16 * 1024));
    const before = { records: recordsOf(dataDir), replaced: replacedFolders(dataDir) };

    const run = await script(['db:restore', corrupt], { dataDir });

    expectRefusal(run, /failed its integrity check .*nothing was changed/);
    expect({ records: recordsOf(dataDir), replaced: replacedFolders(dataDir) }).toEqual(before);
    expect(readFileSync(cvPath()).equals(cvBytes)).toBe(true);
  });

  it('refuses a folder without studio.sqlite, and the live data folder itself', async () => {
    const notABackup = rel('backups/empty');
    mkdirSync(abs(notABackup), { recursive: true });
    const before = { records: recordsOf(dataDir), replaced: replacedFolders(dataDir) };

    const missing = await script(['db:restore', notABackup], { dataDir });
    expectRefusal(missing, `no database at ${join(abs(notABackup), 'studio.sqlite')}`);

    const itself = await script(['db:restore', dataDir], { dataDir });
    expectRefusal(itself, 'is the live data folder');

    expect({ records: recordsOf(dataDir), replaced: replacedFolders(dataDir) }).toEqual(before);
    expect(readFileSync(cvPath()).equals(cvBytes)).toBe(true);
  });
});
