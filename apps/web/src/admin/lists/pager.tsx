import { buttonClass } from '../ui/styles';
import { pageCount } from './list-paging';

const pagerButton = `${buttonClass.secondary} aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white`;

interface PagerProps {
  /** What is paged, for the navigation's name ("Podcast pages"). */
  label: string;
  page: number;
  /** How many records match (over every page). */
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next under a paged list, with where the reader is and how many records match. */
export function Pager({ label, page, total, onPage }: PagerProps) {
  const pages = pageCount(total);
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav
      aria-label={`${label} pages`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      {/*
       * aria-disabled rather than disabled: a button that reaches the end keeps the keyboard
       * focus (a disabled one drops it to the page's start).
       */}
      <button
        type="button"
        aria-label="Previous page"
        aria-disabled={first}
        onClick={() => {
          if (!first) onPage(page - 1);
        }}
        className={pagerButton}
      >
        Previous
      </button>
      <p aria-live="polite" className="text-sm text-slate-600">
        Page {page} of {pages}
        <span className="text-slate-400"> · </span>
        {total} {total === 1 ? 'entry' : 'entries'}
      </p>
      <button
        type="button"
        aria-label="Next page"
        aria-disabled={last}
        onClick={() => {
          if (!last) onPage(page + 1);
        }}
        className={pagerButton}
      >
        Next
      </button>
    </nav>
  );
}
