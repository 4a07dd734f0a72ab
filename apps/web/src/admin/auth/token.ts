/**
 * The stored token marks the signed-in state in the browser (SPEC.md §4); the httpOnly session
 * cookie is what the server actually trusts.
 */
const TOKEN_KEY = 'token';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
