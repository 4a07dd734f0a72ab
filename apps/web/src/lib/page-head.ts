import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { usePageLocale } from '../i18n/page-locale';

/**
 * Keeps the document's title and head tags in step with the route as the visitor navigates.
 * The server writes the first page's tags into its HTML (see the server's page-head.ts), so the
 * words and the code that writes them load on the first navigation, not with every page.
 */
export function usePageHead() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const first = useRef(pathname);
  const language = usePageLocale();
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    let current = true;
    void import('./write-page-head').then(({ writePageHead }) => {
      if (current) writePageHead(pathname, language);
    });
    return () => {
      current = false;
    };
  }, [pathname, language]);
}
