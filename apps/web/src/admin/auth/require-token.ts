import { redirect } from '@tanstack/react-router';
import { readToken } from './token';

/** beforeLoad guard: no stored token, no admin page. */
export function requireToken(): void {
  if (!readToken()) throw redirect({ to: '/login' });
}
