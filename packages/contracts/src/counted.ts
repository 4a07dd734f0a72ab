/** "1 API token", "2 API tokens": in messages and in the mailed-link pages' words alike. */
export const apiTokensCounted = (count: number) =>
  count === 1 ? '1 API token' : `${count} API tokens`;
