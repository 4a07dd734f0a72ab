import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Whether the visitor asked for reduced motion, following the setting as it changes. False
 * where there is no window (the server's first screens). Here rather than motion's hook: the
 * home page's sliders and tracks need nothing else of motion's 28 KB (issue 29).
 */
export const useReducedMotion = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
