/**
 * The sign-in page: a page of its own (`sign-in/start.tsx`), outside the admin's router. The
 * admin and the registration page send people here by a whole page load.
 */
export const LOGIN_PATH = '/login';
