import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageReads, type ReadDef, type ReadKey } from './page-reads';

const key = (name: string): ReadKey => [['content', name, 'list'], { type: 'query' }];

/** A read whose answers are given in turn (an Error is a failure); counts its calls. */
function scripted<T>(name: string, answers: (T | Error)[]) {
  const calls: (T | undefined)[] = [];
  const def: ReadDef<T> = {
    key: key(name),
    async load(current) {
      calls.push(current);
      const answer = answers.shift();
      if (answer === undefined) throw new Error('no answer scripted');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { def, calls };
}

describe('PageReads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives one read per key, whichever definition asks', () => {
    const reads = new PageReads();
    const first = reads.read(scripted('slider', [['a']]).def);
    expect(reads.read(scripted('slider', [['b']]).def)).toBe(first);
    expect(reads.read(scripted('about', [['c']]).def)).not.toBe(first);
    expect([...reads.all()]).toHaveLength(2);
  });

  it('asks the API once: a second load joins the first, an answered read is not asked again', async () => {
    const { def, calls } = scripted('slider', [['a']]);
    const read = new PageReads().read(def);
    await Promise.all([read.load(), read.load()]);
    await read.load();
    expect(calls).toHaveLength(1);
    expect(read.getState()).toMatchObject({ data: ['a'], isError: false, isFetching: false });
    expect(read.getState().answeredAt).toBeGreaterThan(0);
  });

  it('asks once more a second after a failure, and shows the second failure', async () => {
    const { def, calls } = scripted<string[]>('slider', [new Error('one'), new Error('two')]);
    const read = new PageReads().read(def);
    const loading = read.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(read.getState().isFetching).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    await loading;
    expect(calls).toHaveLength(2);
    expect(read.getState()).toMatchObject({ isError: true, isFetching: false, answeredAt: 0 });
    expect(read.getState().error).toEqual(new Error('two'));
  });

  it('a retry that answers clears the failure', async () => {
    const { def } = scripted('slider', [new Error('blip'), ['a']]);
    const read = new PageReads().read(def);
    const loading = read.load();
    await vi.advanceTimersByTimeAsync(1000);
    await loading;
    expect(read.getState()).toMatchObject({ data: ['a'], isError: false });
  });

  it('data the page came with shows at once; unanswered, it is read again from itself', async () => {
    const { def, calls } = scripted('slider', [['served']]);
    const read = new PageReads().read(def);
    read.put(['seeded'], 0);
    expect(read.getState().data).toEqual(['seeded']);
    await read.load();
    expect(calls).toEqual([['seeded']]);
    expect(read.getState().data).toEqual(['served']);
  });

  it('data the page came with as an answer is not asked again', async () => {
    const { def, calls } = scripted('slider', [['served']]);
    const read = new PageReads().read(def);
    read.put(['seeded'], 1);
    await read.load();
    expect(calls).toHaveLength(0);
  });

  it('tells its listeners of each change, and the page of each answer', async () => {
    const reads = new PageReads();
    const answered: unknown[] = [];
    reads.onAnswer((read) => answered.push(read.getState().data));
    const read = reads.read(scripted('slider', [['a'], ['b']]).def);
    const seen: unknown[] = [];
    const stop = read.subscribe(() => seen.push(read.getState().isFetching));
    await read.load();
    read.put(['overlaid']);
    await read.refetch();
    stop();
    read.put(['unseen']);
    expect(answered).toEqual([['a'], ['b']]);
    // Each read: under way, answered, done; the overlay: one change.
    expect(seen).toEqual([true, true, false, false, true, true, false]);
  });
});

describe('a paged read', () => {
  type Page = { items: string[]; nextCursor: number | null };
  const pages = (...list: Page[]) => ({ pages: list });

  function paged(answers: Page[][], more: (Page | Error)[]) {
    const def: ReadDef<{ pages: Page[] }> = {
      key: key('gallery'),
      load: async () => pages(...(answers.shift() ?? [])),
      async more(current) {
        const next = more.shift();
        if (next === undefined || next instanceof Error) throw next ?? new Error('none');
        return { pages: [...current.pages, next] };
      },
    };
    return new PageReads().read(def);
  }

  it('adds the next page; a failed one keeps the pages shown and says so', async () => {
    vi.useFakeTimers();
    const read = paged(
      [[{ items: ['1'], nextCursor: 1 }]],
      [{ items: ['2'], nextCursor: 2 }, new Error('one'), new Error('two')],
    );
    await read.load();
    await read.fetchNextPage();
    expect(read.getState().data?.pages.flatMap((page) => page.items)).toEqual(['1', '2']);
    const failing = read.fetchNextPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(read.getState()).toMatchObject({ isFetching: true, isFetchingNextPage: true });
    await vi.advanceTimersByTimeAsync(1000);
    await failing;
    expect(read.getState()).toMatchObject({
      isError: false,
      isFetchNextPageError: true,
      isFetching: false,
      isFetchingNextPage: false,
    });
    expect(read.getState().data?.pages).toHaveLength(2);
    vi.useRealTimers();
  });

  it('asks for no next page before the first has answered', async () => {
    const read = paged([], [{ items: ['2'], nextCursor: null }]);
    await read.fetchNextPage();
    expect(read.getState().data).toBeUndefined();
  });
});

describe('a read that has just ended', () => {
  it('is asked again by a listener told of its last change, not joined', async () => {
    const { def, calls } = scripted('slider', [['a'], ['b']]);
    const read = new PageReads().read(def);
    let again: Promise<void> | undefined;
    read.subscribe(() => {
      if (!read.getState().isFetching && read.getState().data?.[0] === 'a')
        again ??= read.refetch();
    });
    await read.load();
    await again;
    expect(calls).toHaveLength(2);
    expect(read.getState().data).toEqual(['b']);
  });
});
