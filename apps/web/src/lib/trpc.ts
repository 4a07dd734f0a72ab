import type { AppRouter } from '@studio/server';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/** Typed hooks for every procedure of the server (types only cross the boundary). */
export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      // The session cookie is what the server trusts; same origin, so it travels by itself.
      fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }),
    }),
  ],
});
