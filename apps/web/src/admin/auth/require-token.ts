import { redirect } from '@tanstack/react-router';
import { LOGIN_PATH } from '../../sign-in/address';
import { readToken } from './token';

/** beforeLoad guard: no stored token, no admin page, but /login (a page of its own). */
export function requireToken(): void {
  if (!readToken()) throw redirect({ href: LOGIN_PATH, reloadDocument: true });
}
