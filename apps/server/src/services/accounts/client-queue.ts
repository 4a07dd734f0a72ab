import pLimit, { type LimitFunction } from 'p-limit';
import { limited } from '../rate-limiter';

/**
 * Runs one task per client at a time; up to `maxWaiting` more wait their turn, and any further
 * one is refused with 429 at once. A burst from one address then waits behind itself instead
 * of taking the shared hashing gate from everyone else, while colleagues behind one office
 * address simply queue.
 */
export function clientQueue(maxWaiting: number) {
  const clients = new Map<string, { limit: LimitFunction; load: number }>();
  return async function run<T>(client: string, task: () => Promise<T>): Promise<T> {
    const entry = clients.get(client) ?? { limit: pLimit(1), load: 0 };
    if (entry.load > maxWaiting) throw limited(1000);
    entry.load++;
    clients.set(client, entry);
    try {
      return await entry.limit(task);
    } finally {
      entry.load--;
      if (entry.load === 0) clients.delete(client);
    }
  };
}
