import { useEffect, useRef } from 'react';
import type { PageSelection } from './bulk-selection';

/** The header's checkbox: checked when the whole page is selected, mixed when part of it is. */
export function PageCheckbox({
  state,
  onChange,
  className,
}: {
  state: PageSelection;
  onChange: (on: boolean) => void;
  className: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // "Mixed" has no attribute of its own: it is a property of the element.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select every record on this page"
      checked={state === 'all'}
      onChange={(event) => onChange(event.target.checked)}
      className={className}
    />
  );
}
