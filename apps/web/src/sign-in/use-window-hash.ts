import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * The address's fragment ("#forgot"), as the page's own links change it (no router here). The
 * build's first screen, which no address reaches (browsers never send the fragment), is the
 * page without one: sign-in.
 */
export const useWindowHash = () =>
  useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
