import { createContext, type RefObject, useContext, useRef } from 'react';

/**
 * The version a record's edit forms save against, shared by its locale tabs: a translation
 * saved in one tab is the version the other tabs' next save names, so it is not refused as
 * stale by the editor's own save.
 */
export const SharedVersion = createContext<RefObject<number | undefined> | null>(null);

/** The shared version when the form sits in locale tabs, else the form's own. */
export function useVersionRef(initial: number | undefined): RefObject<number | undefined> {
  const own = useRef(initial);
  return useContext(SharedVersion) ?? own;
}
