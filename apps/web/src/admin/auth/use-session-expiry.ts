import type { SessionUser } from '@studio/contracts';
import { partialMatchKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NavigateFn, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type Trpc, useTRPC } from '../../lib/trpc';
import { LOGIN_PATH } from '../../sign-in/address';
import { isUnauthorized } from '../api/errors';
import { clearToken } from './token';

/**
 * Forgets the session in this browser: the stored token, and every cached answer, since any
 * of them may hold what only this account could read (the public pages fetch theirs again).
 * The session check itself stays while the admin layout still watches it, so it cannot ask
 * again and send the user to /login on its way out; nobody watching, it goes by itself.
 */
export function forgetSession(queryClient: QueryClient, trpc: Trpc): void {
  const sessionCheck = trpc.auth.me.pathKey();
  clearToken();
  queryClient.removeQueries({
    predicate: (query) => !partialMatchKey(query.queryKey, sessionCheck),
  });
}

/**
 * True while a logout is on its way home: the admin's reads still under way (or asked again as
 * it goes) then answer 401, which must not send the user to /login instead of / (SPEC.md §4).
 */
let goingHome = false;

/**
 * After a successful logout: no token from now on, then home. Home is a public page, outside
 * the admin's router: a whole page load, which leaves every cached answer behind with the app.
 */
export function leaveForHome(): void {
  goingHome = true;
  clearToken();
  window.location.assign('/');
}

/**
 * Signs out in this browser, then /login (unless a logout is already going home): a page of
 * its own, so a whole page load, which asks nothing about unsaved changes either.
 */
export function expireSession(queryClient: QueryClient, trpc: Trpc, navigate: NavigateFn): void {
  if (goingHome) return;
  forgetSession(queryClient, trpc);
  void navigate({ href: LOGIN_PATH, reloadDocument: true, ignoreBlocker: true });
}

/**
 * The session is gone (expired, or ended elsewhere) when the server says nobody is signed in
 * or any admin call answers 401: sign out locally and send the user to /login, without asking
 * about unsaved changes. Returns the signed-in account once the server has named it.
 */
export function useSessionExpiry(): SessionUser | undefined {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Asked afresh each time the admin opens: a cached answer may predate a new sign-in.
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0, gcTime: 0 }));
  const signedOut = me.isFetchedAfterMount && me.data === null;

  useEffect(() => {
    if (signedOut) expireSession(queryClient, trpc, navigate);
  }, [signedOut, queryClient, trpc, navigate]);

  useEffect(() => {
    const expire = (error: unknown) => {
      if (isUnauthorized(error)) expireSession(queryClient, trpc, navigate);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, trpc, navigate]);

  return me.isFetchedAfterMount ? (me.data ?? undefined) : undefined;
}
