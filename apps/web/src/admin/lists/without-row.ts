/** A cached list's updater that drops one record by id (after its deletion). */
export const withoutRow =
  (id: string) =>
  <R extends { _id: string }>(rows: R[] | undefined): R[] | undefined =>
    rows?.filter((row) => row._id !== id);

/** A cached page's updater (content.T.browse) that drops one record by id and counts it out. */
export const withoutPageRow =
  (id: string) =>
  <P extends { items: { _id: string }[]; total: number }>(page: P | undefined): P | undefined => {
    if (!page) return page;
    const items = page.items.filter((row) => row._id !== id);
    return { ...page, items, total: page.total - (page.items.length - items.length) };
  };
