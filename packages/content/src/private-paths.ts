/** The pages for signed-in people (sign-in, the admin area): no search engine's, and in no language but the default. */
export const isPrivatePath = (path: string): boolean =>
  ['/login', '/register', '/dashboard', '/admin'].includes(path) || path.startsWith('/admin/');
