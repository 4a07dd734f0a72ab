import type { ReactNode } from 'react';
import { FieldError } from './field-error';

interface FieldFrameProps {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  /** Rendered under the control, e.g. an image preview. */
  below?: ReactNode;
  children: ReactNode;
}

/** Label, control, helper and the field's own validation message, in that order. */
export function FieldFrame({ id, label, required, error, below, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      <div className="mt-1">{children}</div>
      <FieldError id={`${id}-error`} message={error} />
      {below}
    </div>
  );
}

/** The aria attributes a control needs to point at its frame's error and hint. */
export function describedBy(id: string, error: string | undefined, hint?: boolean) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
