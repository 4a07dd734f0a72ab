import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/** The address's fragment ("#forgot"), as the page's own links change it (no router here). */
export const useWindowHash = () => useSyncExternalStore(subscribe, () => window.location.hash);
