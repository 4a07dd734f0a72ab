import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { trpcClient } from '../../lib/trpc';
import { listRead, pagesRead, siteSettingsRead } from './public-api';

// The public pages' reads are keyed as tRPC keys the same reads: one key, one read, whichever
// code asks for it, and the live preview finds a procedure's reads by the path in front.
const trpc = createTRPCOptionsProxy({ queryClient: new QueryClient(), client: trpcClient });

describe("the public pages' read keys", () => {
  it("are tRPC's keys for the same reads", () => {
    expect(listRead('slider', undefined).key).toEqual(trpc.content.slider.list.queryKey(undefined));
    expect(listRead('contactinfo', { locale: 'es' }).key).toEqual(
      trpc.content.contactinfo.list.queryKey({ locale: 'es' }),
    );
    expect(pagesRead('music', { preview: false }).key).toEqual(
      trpc.content.music.page.infiniteQueryKey({ preview: false }),
    );
    expect(pagesRead('podcast', { preview: true, locale: 'es' }).key).toEqual(
      trpc.content.podcast.page.infiniteQueryKey({ preview: true, locale: 'es' }),
    );
    expect(siteSettingsRead({ locale: 'es' }).key).toEqual(
      trpc.singleton.site.get.queryKey({ locale: 'es' }),
    );
  });

  it("fall under tRPC's path keys", () => {
    const [path] = pagesRead('gallery', { preview: true }).key;
    expect([path]).toEqual(trpc.content.gallery.page.pathKey());
  });
});
