import { existsSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from './app';
import {
  authHeaders,
  createTestApp,
  registerAdmin,
  type TestApp,
  tempDir,
} from './test-support/app';
import { cvFiles, multipart } from './test-support/multipart';
import { listeningUrl, type Spawned, startMain } from './test-support/processes';
import { careerFields } from './test-support/samples';
import { storedCvNames } from './test-support/storage';

// Real sockets and real timers; every wait below has a bound, none is measured.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** How long a test waits for something that should happen within a few seconds. */
const BOUND_MS = 20_000;

/** Listens on a free port of 127.0.0.1 and answers it: these tests speak raw HTTP to it. */
async function listenLocally(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** A raw HTTP/1.1 request head for a multipart application of `length` bytes. */
const uploadHead = (contentType: string, length: number, connection = 'close') =>
  Buffer.from(
    'POST /api/career HTTP/1.1\r\nHost: studio.test\r\n' +
      `Content-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: ${connection}\r\n\r\n`,
  );

interface RawClient {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Settles when the connection is gone, whoever ended it. */
  closed: Promise<{ error?: Error }>;
  /** `closed`, or a rejection once BOUND_MS passed without it. */
  closedWithin(what: string): Promise<{ error?: Error }>;
}

async function rawClient(port: number): Promise<RawClient> {
  const socket = connect({ port, host: '127.0.0.1' });
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('error', fail);
  });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  let error: Error | undefined;
  socket.on('error', (e) => {
    error = e;
  });
  const closed = new Promise<{ error?: Error }>((done) =>
    socket.once('close', () => done({ error })),
  );
  return {
    socket,
    received: () => Buffer.concat(chunks).toString('utf8'),
    closed,
    closedWithin: (what) =>
      Promise.race([
        closed,
        sleep(BOUND_MS).then(() => {
          socket.destroy();
          throw new Error(`the server did not close the connection: ${what}`);
        }),
      ]),
  };
}

/** Status line, headers and parsed JSON body of one complete HTTP answer. */
function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { statusLine, headers, body: JSON.parse(body) as unknown };
}

/** The body's idle time in the tests of BODY_IDLE_TIMEOUT_S. */
const IDLE_MS = 2000;

describe('BODY_IDLE_TIMEOUT_S: an idle timeout on the body, never a total one', () => {
  let t: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    // A short HEADERS_TIMEOUT_S too: Node swaps a headers timeout longer than a request
    // timeout with it, which would hide a total request timeout from the steady upload below.
    t = await createTestApp({
      env: { BODY_IDLE_TIMEOUT_S: String(IDLE_MS / 1000), HEADERS_TIMEOUT_S: '1' },
    });
    token = await registerAdmin(t.app);
    port = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const applications = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/careerdisplay',
      headers: authHeaders(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ email: string; cv: string | null }[]>();
  };

  it('cuts an upload that stops sending, answers nothing, and keeps nothing of it', async () => {
    const form = multipart({ ...careerFields, email: 'stalled@example.com' }, [
      { filename: 'cv.pdf', content: cvFiles.pdf(64 * 1024) },
    ]);
    const client = await rawClient(port);
    client.socket.write(uploadHead(form.headers['content-type'], form.payload.length));
    // Past the text fields and into the file, then silence.
    client.socket.write(form.payload.subarray(0, form.payload.length / 2));

    await client.closedWithin('an upload that stopped sending');

    expect(client.received()).toBe('');
    // The half-received file is removed and no application is stored.
    await vi.waitFor(async () => expect(await storedCvNames(t.config)).toEqual([]), {
      timeout: BOUND_MS,
    });
    expect((await applications()).map((a) => a.email)).not.toContain('stalled@example.com');
  });

  it('lets a slow but steady upload run far past the idle time and answers it', async () => {
    const form = multipart({ ...careerFields, email: 'steady@example.com' }, [
      { filename: 'cv.pdf', content: cvFiles.pdf(4 * 1024) },
    ]);
    const client = await rawClient(port);
    client.socket.write(uploadHead(form.headers['content-type'], form.payload.length));
    // Small pieces a tenth of the idle time apart (a busy machine would have to stretch a gap
    // ninefold to make it idle), until the upload has lasted one and a half idle times; then
    // the rest.
    const started = performance.now();
    let sent = 0;
    while (performance.now() - started < IDLE_MS * 1.5) {
      await sleep(IDLE_MS / 10);
      expect(client.socket.destroyed, `cut after ${sent} bytes`).toBe(false);
      client.socket.write(form.payload.subarray(sent, sent + 64));
      sent += 64;
    }
    expect(sent).toBeLessThan(form.payload.length);
    client.socket.write(form.payload.subarray(sent));

    const { error } = await client.closedWithin('after answering with Connection: close');

    expect(error).toBeUndefined();
    const answer = parseAnswer(client.received());
    expect(answer.statusLine, client.received()).toBe('HTTP/1.1 201 Created');
    expect(answer.body).toMatchObject({
      email: 'steady@example.com',
      cv: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/),
      cvOriginalName: 'cv.pdf',
    });
    expect((await applications()).map((a) => a.email)).toContain('steady@example.com');
  });
});

/** The head's total time in the tests of HEADERS_TIMEOUT_S. */
const HEADERS_MS = 1000;

describe('HEADERS_TIMEOUT_S: a total time for the request head', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { HEADERS_TIMEOUT_S: String(HEADERS_MS / 1000), BODY_IDLE_TIMEOUT_S: '30' },
    });
    port = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Our clientErrorHandler's answer: 408 in the JSON shape of every error, then closed. */
  function expect408(raw: string) {
    const answer = parseAnswer(raw);
    expect(answer.statusLine, raw).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.body).toEqual({ message: messages.server.requestTimeout });
  }

  it('answers 408 JSON and closes when the head stops half-way', async () => {
    const client = await rawClient(port);
    client.socket.write('POST /api/career HTTP/1.1\r\nHost: studio.test\r\nContent-Ty');

    await client.closedWithin('a head that stopped half-way');

    expect408(client.received());
  });

  it('answers 408 JSON to a head trickled in (slowloris) that never ends', async () => {
    const client = await rawClient(port);
    client.socket.write('GET /api/sliderdisplay HTTP/1.1\r\nHost: studio.test\r\n');
    // A header line every quarter of HEADERS_TIMEOUT_S keeps the socket busy: only the total
    // time stops it (its idle time, BODY_IDLE_TIMEOUT_S, is far longer than the bound).
    let line = 0;
    const trickle = setInterval(() => {
      if (client.socket.writable) client.socket.write(`X-Trickle-${line++}: a\r\n`);
    }, HEADERS_MS / 4);
    try {
      await client.closedWithin('a head trickled in forever');
    } finally {
      clearInterval(trickle);
    }

    expect(line).toBeGreaterThan(0);
    expect408(client.received());
  });
});

describe('SHUTDOWN_TIMEOUT_S: the real process stops with a request still in flight', () => {
  let dataDir: string;
  let server: Spawned | undefined;

  beforeAll(() => {
    dataDir = tempDir('studio-shutdown-');
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits after SIGTERM although an upload never finishes', async () => {
    const main = startMain({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST: join(dataDir, 'no-web-dist'),
      SHUTDOWN_TIMEOUT_S: '1',
      // Long enough that only the shutdown deadline can end the upload.
      BODY_IDLE_TIMEOUT_S: '120',
    });
    server = main;

    const { port } = new URL(await listeningUrl(main, 60_000));
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);

    const form = multipart(careerFields, [{ filename: 'cv.pdf', content: cvFiles.pdf(64 * 1024) }]);
    const client = await rawClient(Number(port));
    client.socket.write(
      uploadHead(form.headers['content-type'], form.payload.length, 'keep-alive'),
    );
    client.socket.write(form.payload.subarray(0, 1024));
    // The route has the request (Fastify logs each one it receives): now it is in flight.
    await vi.waitFor(
      () => {
        if (!main.stdout().includes('"msg":"incoming request"')) throw new Error('no request yet');
      },
      { timeout: BOUND_MS, interval: 50 },
    );

    const exit = await Promise.race([
      main.stop('SIGTERM'),
      sleep(BOUND_MS * 2).then(() => {
        throw new Error('the server did not exit after SIGTERM');
      }),
    ]);

    expect(exit.signal, exit.stderr).toBeNull();
    expect([0, 1], exit.stderr).toContain(exit.code);
    expect(exit.stdout).toContain('"msg":"shutting down"');
    expect(exit.stdout).toContain('shutdown deadline passed');
    await client.closedWithin('the server process has exited');
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 201/);
    // A clean exit leaves no pid file behind to block `db:restore`.
    if (exit.code === 0) expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  });
});
