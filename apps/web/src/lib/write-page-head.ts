import { headTags, pageAt } from '@studio/content';

/** Replaces the document's title and head tags with those of the page at `pathname`. */
export function writePageHead(pathname: string) {
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
}
