import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/** tRPC's key of a read (`public-api.ts`): its path's parts, then its input and kind. */
export type ReadKey = readonly [
  readonly string[],
  { readonly input?: unknown; readonly type: 'query' | 'infinite' },
];

/** How a read asks the API (`public-api.ts`). */
export interface ReadDef<T> {
  key: ReadKey;
  /** The whole answer, afresh: a paged read asks again for as many pages as it shows. */
  load(current: T | undefined): Promise<T>;
  /** The answer with its next page (paged reads only). */
  more?(current: T): Promise<T>;
}

/** What a read shows: its answer so far, and what it is doing. */
export interface ReadState<T> {
  data: T | undefined;
  /** The last failure of a whole read, while it stands. */
  error: unknown;
  isError: boolean;
  /** Any read under way: the whole answer, or the next page. */
  isFetching: boolean;
  isFetchingNextPage: boolean;
  /** The next page failed (the pages already shown stay). */
  isFetchNextPageError: boolean;
  /** When the API last answered: 0 while it has not (data the page came with is no answer). */
  answeredAt: number;
}

/** A failed read is asked once more, a second later (a blip is not SPEC.md §8's failure). */
const RETRY_AFTER_MS = 1000;

async function retryOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return work();
  }
}

const initial = {
  data: undefined,
  error: undefined,
  isError: false,
  isFetching: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  answeredAt: 0,
};

/**
 * One read of the page (a list, a gallery's pages, the site's settings), shared by every
 * component that shows it. A public page is a whole page load: a read is asked once for the
 * page's life (again only when asked to), never on focus or on a timer.
 */
export class Read<T> {
  #state: ReadState<T> = initial;
  readonly #listeners = new Set<() => void>();
  #running: Promise<void> | undefined;

  constructor(
    readonly def: ReadDef<T>,
    /** Told after each answer from the API. */
    private readonly answered: () => void,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  readonly getState = (): ReadState<T> => this.#state;

  #update(change: Partial<ReadState<T>>) {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }

  /**
   * Data from elsewhere than an answer: the lists the page came with (`answered` when they
   * count as the API's answer), or the live preview's values laid over an answer.
   */
  put(data: T, answeredAt = this.#state.answeredAt): void {
    this.#update({ data, answeredAt });
  }

  /** One read at a time: a read asked for while another is under way joins it. */
  #run(work: () => Promise<void>): Promise<void> {
    // Started after it is set: the first change it tells may have a listener ask again.
    this.#running ??= Promise.resolve().then(work);
    return this.#running;
  }

  /**
   * A read is over: no longer under way, then its last change told. In that order: a listener
   * may ask again at once (a gallery whose pages shifted reads them all again), and must not
   * join the read that just ended.
   */
  #finish(change: Partial<ReadState<T>>) {
    this.#running = undefined;
    this.#update(change);
  }

  /** Asks the API for the whole answer, unless it has answered already. */
  readonly load = (): Promise<void> =>
    this.#state.answeredAt === 0 ? this.refetch() : Promise.resolve();

  /** Asks the API for the whole answer again. */
  readonly refetch = (): Promise<void> =>
    this.#run(async () => {
      this.#update({ isFetching: true });
      try {
        const data = await retryOnce(() => this.def.load(this.#state.data));
        this.#update({ data, error: undefined, isError: false, answeredAt: Date.now() });
        this.answered();
      } catch (error) {
        this.#update({ error, isError: true });
      } finally {
        this.#finish({ isFetching: false });
      }
    });

  /** Asks for the next page of a paged read that has answered. */
  readonly fetchNextPage = (): Promise<void> => {
    const { more } = this.def;
    const current = this.#state.data;
    if (!more || current === undefined) return Promise.resolve();
    return this.#run(async () => {
      this.#update({ isFetching: true, isFetchingNextPage: true, isFetchNextPageError: false });
      try {
        const data = await retryOnce(() => more(current));
        this.#update({ data, answeredAt: Date.now() });
        this.answered();
      } catch (error) {
        this.#update({ error, isFetchNextPageError: true });
      } finally {
        this.#finish({ isFetching: false, isFetchingNextPage: false });
      }
    });
  };
}

/**
 * Every read of one page: the browser's, or one first screen's on the server (each render its
 * own, so no visitor's page shows another's reads).
 */
export class PageReads {
  readonly #reads = new Map<string, Read<unknown>>();
  readonly #answerListeners = new Set<(read: Read<unknown>) => void>();

  /** The page's read of `def` (one per key). */
  read<T>(def: ReadDef<T>): Read<T> {
    const id = JSON.stringify(def.key);
    const known = this.#reads.get(id);
    // A key names one read of one procedure (public-api.ts): its answer is that procedure's.
    if (known) return known as Read<T>;
    const made: Read<T> = new Read(def, () => {
      for (const listener of this.#answerListeners) listener(made);
    });
    this.#reads.set(id, made);
    return made;
  }

  /** The reads made so far. */
  all(): Iterable<Read<unknown>> {
    return this.#reads.values();
  }

  /** Calls `listener` after each answer from the API (the live preview lays its values over). */
  onAnswer(listener: (read: Read<unknown>) => void): void {
    this.#answerListeners.add(listener);
  }
}

export const PageReadsContext = createContext<PageReads>(new PageReads());

/** What the page's read of `def` shows; asked of the API when the component first shows it. */
export function useRead<T>(def: ReadDef<T>): ReadState<T> & { read: Read<T> } {
  const read = useContext(PageReadsContext).read(def);
  const state = useSyncExternalStore(read.subscribe, read.getState, read.getState);
  useEffect(() => {
    void read.load();
  }, [read]);
  return { ...state, read };
}
