import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { trpcClient } from '../../lib/trpc';
import {
  answerOf,
  formTokenQuery,
  listQuery,
  pagesQuery,
  ServerRefusal,
  siteSettingsQuery,
} from './public-api';

// The admin's live preview (with the tRPC client) lays its values over the public pages' reads
// by tRPC's keys: the pages' own keys must be the very same.
const trpc = createTRPCOptionsProxy({ queryClient: new QueryClient(), client: trpcClient });

describe("the public pages' query keys", () => {
  it("are tRPC's keys for the same reads", () => {
    expect(listQuery('slider', undefined).queryKey).toEqual(
      trpc.content.slider.list.queryKey(undefined),
    );
    expect(listQuery('contactinfo', { locale: 'es' }).queryKey).toEqual(
      trpc.content.contactinfo.list.queryKey({ locale: 'es' }),
    );
    expect(pagesQuery('music', { preview: false }).queryKey).toEqual(
      trpc.content.music.page.infiniteQueryKey({ preview: false }),
    );
    expect(pagesQuery('podcast', { preview: true, locale: 'es' }).queryKey).toEqual(
      trpc.content.podcast.page.infiniteQueryKey({ preview: true, locale: 'es' }),
    );
    expect(siteSettingsQuery({ locale: 'es' }).queryKey).toEqual(
      trpc.singleton.site.get.queryKey({ locale: 'es' }),
    );
    expect(formTokenQuery().queryKey).toEqual(trpc.forms.token.queryKey());
  });

  it("fall under the paths the live preview overlays (tRPC's path keys)", () => {
    const [path] = pagesQuery('gallery', { preview: true }).queryKey;
    expect([path]).toEqual(trpc.content.gallery.page.pathKey());
  });
});

describe('answerOf', () => {
  it("gives the procedure's data from tRPC's answer", async () => {
    const answer = new Response(JSON.stringify({ result: { data: { token: 't' } } }));
    expect(await answerOf(answer)).toEqual({ token: 't' });
  });

  it("throws the server's refusal with its message, and anything else as not reached", async () => {
    const refusal = answerOf(
      new Response(JSON.stringify({ error: { message: 'No.', code: -32600 } }), { status: 400 }),
    );
    await expect(refusal).rejects.toEqual(new ServerRefusal('No.'));
    await expect(refusal).rejects.toBeInstanceOf(ServerRefusal);
    const page = answerOf(new Response('<html></html>', { status: 502 }));
    await expect(page).rejects.not.toBeInstanceOf(ServerRefusal);
  });
});
