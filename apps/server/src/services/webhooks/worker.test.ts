import { messages } from '@studio/contracts';
import {
  connectDatabase,
  type DatabaseHandle,
  findDelivery,
  insertDelivery,
  insertWebhook,
} from '@studio/db';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseConfig } from '../../database';
import { createTestApp, type TestApp } from '../../test-support/app';
import { type Receiver, startReceiver } from '../../test-support/receiver';
import type { Resolver } from './target';
import { createWebhookWorker } from './worker';

/*
 * Only loopback is ever contacted: the "allowed" target listens on 127.0.0.2 and the "victim"
 * on 127.0.0.1, on the same port; the worker's policy allows 127.0.0.2 alone, and its resolver
 * answers what each test says. The system resolves localhost to 127.0.0.1, so a connection
 * that resolves the name again behind the guard reaches the victim.
 */
const ALLOWED = '127.0.0.2';

let t: TestApp;
let database: DatabaseHandle;
const listening: Receiver[] = [];
let worker: ReturnType<typeof createWebhookWorker> | undefined;

/** The target on 127.0.0.2, and the victim on 127.0.0.1 on the same port (a free one). */
async function listenPair() {
  for (let tries = 0; ; tries += 1) {
    const first = await startReceiver({ host: ALLOWED });
    listening.push(first);
    try {
      const second = await startReceiver({ port: first.port });
      listening.push(second);
      return { target: first, victim: second };
    } catch (error) {
      listening.pop();
      await first.close();
      if (tries === 5) throw error;
    }
  }
}

/** A resolver that answers each of `answers` once, in turn, then the last one again. */
function answering(...answers: string[]): Resolver {
  let calls = 0;
  return async () => {
    const address = answers[Math.min(calls, answers.length - 1)] ?? '';
    calls += 1;
    return [{ address, family: 4 }];
  };
}

/** Queues one delivery to `url` and runs a worker with the given resolver until it is tried. */
async function attempt(url: string, resolve: Resolver) {
  const webhook = await insertWebhook(database.db, { url, events: '*', secret: 'x'.repeat(20) });
  const { id } = await insertDelivery(database.db, {
    webhookId: webhook.id,
    event: 'podcast.created',
    payload: '{}',
    recordId: null,
  });
  worker = createWebhookWorker({
    db: database.db,
    log: pino({ level: 'silent' }),
    allowPrivate: false,
    pollMs: 20,
    resolve,
    allows: (address) => address === ALLOWED,
  });
  worker.start();
  return vi.waitFor(
    async () => {
      const delivery = await findDelivery(database.db, id);
      expect(delivery?.attempts).toBe(1);
      return delivery;
    },
    { timeout: 10_000, interval: 20 },
  );
}

beforeAll(async () => {
  // The app's own worker would first poll in an hour: the test's worker is the only one.
  t = await createTestApp({ env: { WEBHOOK_POLL_MS: '3600000' } });
  database = await connectDatabase(databaseConfig(t.config));
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await Promise.all(listening.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => {
  await database?.close();
  await t?.close();
});

describe('the webhook worker connects only to addresses it checked', () => {
  it('sends to the address its resolver answered, not to where the system resolves the name', async () => {
    const { target, victim } = await listenPair();
    const delivery = await attempt(`http://localhost:${target.port}/hook`, answering(ALLOWED));
    expect(delivery).toMatchObject({ status: 'delivered', lastStatus: 200, lastError: null });
    expect(target.received).toHaveLength(1);
    expect(victim.received).toEqual([]);
  });

  it('refuses a name that answers an allowed address to the check, then another (DNS rebinding)', async () => {
    const { target, victim } = await listenPair();
    const delivery = await attempt(
      `http://localhost:${target.port}/hook`,
      answering(ALLOWED, '127.0.0.1'),
    );
    expect(delivery).toMatchObject({
      status: 'pending',
      lastStatus: null,
      lastError: messages.webhooks.privateAddress,
    });
    expect(victim.received).toEqual([]);
    expect(target.received).toEqual([]);
  });

  it('does not follow a redirect (to the victim here): it is a failed attempt', async () => {
    const { target, victim } = await listenPair();
    target.redirectNext(victim.url);
    const delivery = await attempt(`http://localhost:${target.port}/hook`, answering(ALLOWED));
    expect(delivery).toMatchObject({ status: 'pending', lastStatus: 302, lastError: 'HTTP 302' });
    expect(target.received).toHaveLength(1);
    expect(victim.received).toEqual([]);
  });
});
