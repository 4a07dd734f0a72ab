import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A throwaway PostgreSQL server in a temp folder, for tests and benchmarks. */
export interface PostgresCluster {
  /** The server's own `postgres` database, as its superuser. */
  url: string;
  stop(): Promise<void>;
}

/** Debian's server binaries (the newest major installed); `apt-get install postgresql`. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) {
    throw new Error(
      'PostgreSQL is not installed: apt-get install postgresql (scripts/test.sh does)',
    );
  }
  return join(root, majors[0], 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/**
 * PostgreSQL refuses to run as root: as root (CI) its commands run as the `postgres` account,
 * which then owns the folder.
 */
function asServerUser(dir: string): { command: (bin: string) => [string, string[]] } {
  if (process.getuid?.() !== 0) return { command: (bin) => [bin, []] };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
  return { command: (bin) => ['runuser', ['-u', 'postgres', '--', bin]] };
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited at start:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`postgres did not start:\n${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * initdb into a fresh temp folder and start the server on a free loopback port, its socket in
 * that folder. Durability settings are off: a test cluster never outlives its run.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'studio-pg-'));
  const user = asServerUser(dir);
  const data = join(dir, 'data');
  const [initdb, initdbPrefix] = user.command(join(bin, 'initdb'));
  execFileSync(
    initdb,
    [...initdbPrefix, '-A', 'trust', '-U', 'studio', '-E', 'UTF8', '--locale=C', '-D', data],
    { stdio: 'pipe' },
  );
  const port = await freePort();
  const [postgres, postgresPrefix] = user.command(join(bin, 'postgres'));
  const settings = {
    port: String(port),
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '300',
  };
  const args = Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
  const server = spawn(postgres, [...postgresPrefix, '-D', data, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  });
  const url = `postgres://studio@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // SIGINT: PostgreSQL's fast shutdown (connections ended, no waiting for clients). Sent to
      // the server itself (its pid file's first line): runuser does not pass SIGINT on.
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** A fresh, empty database on the cluster; `drop` removes it (ending its connections). */
export async function createTestDatabase(clusterUrl: string) {
  const name = `studio_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
