import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './pages/login';

/**
 * Starts /login, a page of its own like the public pages (issue 29): no router, no tRPC client,
 * no form library, no zod; its calls go by fetch (`sign-in-api.ts`).
 */
export function startSignIn(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <LoginPage />
    </StrictMode>,
  );
}
