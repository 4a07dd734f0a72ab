import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read';

/** A read whose answers the test hands out one by one; `started` counts the reads begun. */
function heldReads() {
  const pending: ((value: number) => void)[] = [];
  const state = { started: 0 };
  const read = () =>
    new Promise<number>((resolve) => {
      state.started += 1;
      pending.push(resolve);
    });
  return { read, state, answer: (value: number) => pending.shift()?.(value) };
}

describe('sharedRead', () => {
  it('serves every caller of one turn with a single read, begun after they asked', async () => {
    const { read, state, answer } = heldReads();
    const shared = sharedRead(read);
    const callers = Array.from({ length: 20 }, () => shared());
    expect(state.started).toBe(0);
    await nextTurn();
    expect(state.started).toBe(1);
    answer(7);
    expect(await Promise.all(callers)).toEqual(Array(20).fill(7));
  });

  it('gives a caller who asks while a read is under way the next read, not that one', async () => {
    const { read, state, answer } = heldReads();
    const shared = sharedRead(read);
    const first = shared();
    await nextTurn();
    expect(state.started).toBe(1);
    // Asked after the first read began: a write finished before now may be missing from it.
    const second = shared();
    const third = shared();
    await nextTurn();
    expect(state.started).toBe(1);
    answer(1);
    expect(await first).toBe(1);
    await nextTurn();
    expect(state.started).toBe(2);
    answer(2);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });

  it("hands a failed read's error to its callers and reads afresh for the next ones", async () => {
    let fail = true;
    const shared = sharedRead(async () => {
      if (fail) throw new Error('database gone');
      return 'back';
    });
    await expect(Promise.all([shared(), shared()])).rejects.toThrow('database gone');
    fail = false;
    expect(await shared()).toBe('back');
  });
});
