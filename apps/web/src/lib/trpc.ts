import { SPA_TRPC_BATCH } from '@studio/contracts';
import type { AppRouter } from '@studio/server';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { trpcUrl } from './trpc-url';

/**
 * Query and mutation options for every procedure of the server (types only cross the
 * boundary): `useTRPC()` in a component, the router context's `trpc` in a loader.
 */
export type Trpc = TRPCOptionsProxy<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Set as `trpc: { context: alone }` on a query that must travel in a request of its own
 * (the public forms' render token, which should not wait for, or be mixed with, page data).
 */
export const alone = { alone: true };

// The session cookie is what the server trusts; same origin, so it travels by itself.
const sameOrigin = (input: RequestInfo | URL, options?: RequestInit) =>
  fetch(input, { ...options, credentials: 'same-origin' });

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      // The server refuses batched sign-in calls, so every mutation goes on its own.
      condition: (op) => op.type === 'mutation' || op.context.alone === true,
      true: httpLink({ url: trpcUrl, fetch: sameOrigin }),
      false: httpBatchLink({ url: trpcUrl, fetch: sameOrigin, maxItems: SPA_TRPC_BATCH }),
    }),
  ],
});
