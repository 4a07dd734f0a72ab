import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * The address's fragment ("#forgot"), as the page's own links change it (no router here).
 * Without a browser (the build's first screen) there is none: browsers never send it, so the
 * screen is the page without one, sign-in.
 */
export const useWindowHash = () =>
  useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
