/** A cached list's updater that drops one record by id (after its deletion). */
export const withoutRow =
  (id: string) =>
  <R extends { _id: string }>(rows: R[] | undefined): R[] | undefined =>
    rows?.filter((row) => row._id !== id);
