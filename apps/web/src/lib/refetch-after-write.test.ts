import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterWrite } from './refetch-after-write';

/** A query function whose answers the test releases one by one. */
function answers() {
  const pending: ((value: string) => void)[] = [];
  return {
    queryFn: () => new Promise<string>((resolve) => pending.push(resolve)),
    release: (index: number, value: string) => pending[index]?.(value),
    get count() {
      return pending.length;
    },
  };
}

describe('refetchAfterWrite', () => {
  it('refetches a first fetch begun before the write, keeping the later answer', async () => {
    const client = new QueryClient();
    const server = answers();
    const observer = new QueryObserver(client, {
      queryKey: ['list', 'searched'],
      queryFn: server.queryFn,
    });
    const shown: (string | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => shown.push(result.data));
    expect(server.count).toBe(1);

    // The write lands; the first request was answered by the server before it.
    const refreshed = refetchAfterWrite(client, { queryKey: ['list'] });
    await Promise.resolve();
    server.release(0, 'before the write');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.count).toBe(2);
    server.release(1, 'after the write');
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('after the write');
    expect(shown).not.toContain('before the write');
    unsubscribe();
  });
});
