import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The first line a starting server prints with its address. */
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

export interface OwnServer {
  url: string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
}

/**
 * The built server (apps/server/dist) on a free loopback port and a fresh SQLite folder,
 * without the demo content, for specs that need settings or data the suites' shared servers do
 * not have; `env` adds to its environment.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-own-'));
  const main = join(import.meta.dirname, '../apps/server/dist/main.js');
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      S3_BUCKET: '',
      SEED_DEMO: 'false',
      // Its address is read from the line it logs at this level.
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let output = '';
  let listening: string | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      // Read to the end (a full pipe would stop the server), kept only until the address.
      if (listening) return;
      output += chunk;
      listening = LISTENING.exec(output)?.[1];
      if (listening) resolve(listening);
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
