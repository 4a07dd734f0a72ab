/**
 * The REST paths of a content type and of a singleton, by operation: the routes are registered
 * from these, and what CORS opens is matched against them.
 */
export const contentPaths = (stem: string) => ({
  list: `/api/${stem}display`,
  get: `/api/${stem}view/:id`,
  create: `/api/${stem}`,
  update: `/api/${stem}update/:id`,
  delete: `/api/${stem}delete/:id`,
  reorder: `/api/${stem}reorder`,
  history: `/api/${stem}revisions/:id`,
  restore: `/api/${stem}restore/:id`,
  count: `/api/${stem}number`,
});

export const singletonPaths = (stem: string) => ({
  get: `/api/${stem}view`,
  update: `/api/${stem}update`,
});
