/** Where tRPC answers (a page that is going away calls it with fetch's keepalive). */
export const trpcUrl = '/trpc';
