/**
 * The record being edited, marked on the framed page: `aria-current` (which styles.css
 * outlines) and described as being edited (in the page's language), and scrolled into view
 * when it shows. The public pages name each record they show with `data-record` (its id; a new
 * one's is `NEW_RECORD_ID`). The page's own rendering is left alone: only attributes are added.
 */

const DESCRIPTION_ID = 'live-preview-editing';

const shownRecord = (id: string) =>
  document.querySelector<HTMLElement>(`[data-record="${CSS.escape(id)}"]`);

function inView(element: HTMLElement): boolean {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight && left >= 0 && right <= window.innerWidth;
}

function mark(element: HTMLElement) {
  element.setAttribute('aria-current', 'true');
  element.setAttribute('aria-describedby', DESCRIPTION_ID);
}

function unmark(element: HTMLElement | undefined) {
  element?.removeAttribute('aria-current');
  element?.removeAttribute('aria-describedby');
}

/**
 * Marks the record `show` is told of, now and whenever the page renders it anew (a next page
 * read, a list laid over again); `words`: "being edited" in the page's language.
 */
export function markRecord(words: Promise<string>): { show(id: string | undefined): void } {
  const description = document.createElement('p');
  description.id = DESCRIPTION_ID;
  description.hidden = true;
  void words.then((text) => {
    description.textContent = text;
  });
  document.body.append(description);

  let wanted: string | undefined;
  let marked: HTMLElement | undefined;
  /** `again`: the form changed, so the record is brought back into view if it is out of it. */
  const update = (again: boolean) => {
    const element = wanted === undefined ? null : shownRecord(wanted);
    const fresh = element !== marked;
    if (fresh) unmark(marked);
    marked = element ?? undefined;
    if (!element) return;
    if (fresh) mark(element);
    if ((fresh || again) && !inView(element)) element.scrollIntoView({ block: 'center' });
  };
  new MutationObserver(() => update(false)).observe(document.body, {
    childList: true,
    subtree: true,
  });
  return {
    show(id) {
      wanted = id;
      update(true);
    },
  };
}
