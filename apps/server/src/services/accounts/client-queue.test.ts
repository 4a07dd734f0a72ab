import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors';
import { clientQueue } from './client-queue';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { task: () => held.then(() => 'done'), release };
}

describe('clientQueue', () => {
  it('runs one task per client, queues two more and refuses the rest with 429', async () => {
    const run = clientQueue(2);
    const { task, release } = heldTask();
    const outcomes = [1, 2, 3, 4, 5].map(() =>
      run('10.0.0.1', task).then(
        (value) => value,
        (error: unknown) => (error instanceof ServiceError ? error.status : 'other'),
      ),
    );
    // Another client is not held up by the first one's queue.
    const other = heldTask();
    const elsewhere = run('10.0.0.2', other.task);
    other.release();
    expect(await elsewhere).toBe('done');
    release();
    expect(await Promise.all(outcomes)).toEqual(['done', 'done', 'done', 429, 429]);
    // Once the queue has drained, the client is served again.
    expect(await run('10.0.0.1', async () => 'again')).toBe('again');
  });
});
