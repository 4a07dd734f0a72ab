import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addPodcast, listPodcasts, studioClient } from './client';

const MAIN = resolve(import.meta.dirname, '../../../apps/server/dist/main.js');

let server: ChildProcess;
let dataDir: string;
let baseUrl: string;

/** The built server on a free port, a fresh data folder and its demo content. */
function startServer(): Promise<string> {
  dataDir = mkdtempSync(join(tmpdir(), 'studio-example-'));
  server = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      S3_BUCKET: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const listening = /Server listening at (http:\/\/[\d.:]+)/.exec(output);
      if (listening?.[1]) done(listening[1]);
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    server.on('exit', (code) => fail(new Error(`the server exited (${code}): ${output}`)));
  });
}

/** The first account (the admin) and an API token it creates, as the admin page would. */
async function apiToken(scopes: string[]): Promise<string> {
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'example client pw' }),
  });
  const { token: session } = (await registered.json()) as { token: string };
  const created = await fetch(`${baseUrl}/trpc/apiTokens.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify({ name: 'Example client', scopes }),
  });
  expect(created.status).toBe(200);
  const answer = (await created.json()) as { result: { data: { token: string } } };
  return answer.result.data.token;
}

beforeAll(async () => {
  baseUrl = await startServer();
}, 60_000);

afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('lists the podcasts anonymously and adds one with a content:write token', async () => {
  const anonymous = studioClient(baseUrl);
  const before = await listPodcasts(anonymous);
  expect(before.length).toBeGreaterThan(0);
  expect(before[0]).toEqual(
    expect.objectContaining({ _id: expect.any(String), title: expect.any(String) }),
  );

  // Without a token, writing is refused with the API's error.
  await expect(
    addPodcast(anonymous, { title: 'Refused', posterUrl: '/p.svg', videoUrl: '/v.mp4' }),
  ).rejects.toThrow('401: Sign in to continue.');

  const client = studioClient(baseUrl, await apiToken(['content:write']));
  const added = await addPodcast(client, {
    title: 'From the example client',
    posterUrl: '/media/podcast/poster-01.svg',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  expect(added.title).toBe('From the example client');
  const after = await listPodcasts(anonymous);
  expect(after.map((podcast) => podcast._id)).toEqual([
    ...before.map((podcast) => podcast._id),
    added._id,
  ]);
});
