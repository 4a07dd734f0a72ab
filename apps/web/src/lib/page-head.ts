import { headTags, pageAt } from '@studio/content';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Keeps the document's title and head tags in step with the route as the visitor navigates;
 * the server writes the same tags into the first HTML (see the server's page-head.ts).
 */
export function usePageHead() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const page = pageAt(pathname);
    document.title = page.title;
    for (const old of document.head.querySelectorAll('[data-head], meta[name="description"]')) {
      old.remove();
    }
    for (const { tag, attrs } of headTags(page, window.location.origin)) {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      element.setAttribute('data-head', '');
      document.head.append(element);
    }
  }, [pathname]);
}
