import type { ChangeEvent } from 'react';

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** What the form's validator reported for this field (schema issues or plain strings). */
  errors: readonly unknown[];
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Rows of a text area; a single-line input when absent. */
  rows?: number;
}

function issueText(issue: unknown): string | undefined {
  if (typeof issue === 'string') return issue;
  if (issue && typeof issue === 'object' && 'message' in issue) {
    return typeof issue.message === 'string' ? issue.message : undefined;
  }
  return undefined;
}

export const fieldClass =
  'w-full rounded-sm border border-white/15 bg-white/[0.04] px-4 py-3 text-base text-white placeholder:text-white/40 transition focus:border-gold focus:bg-white/[0.07] focus:outline-none aria-[invalid=true]:border-red-400';

/** A labelled input or text area with its validation message. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  errors,
  type = 'text',
  autoComplete,
  rows,
}: TextFieldProps) {
  const message = errors.map(issueText).find(Boolean);
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    onBlur,
    required: true,
    autoComplete,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    className: fieldClass,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={id}
        className="text-xs font-semibold uppercase tracking-[0.2em] text-white/70"
      >
        {label}
      </label>
      {rows ? <textarea rows={rows} {...shared} /> : <input type={type} {...shared} />}
      {message ? (
        <p id={errorId} className="text-sm text-red-300">
          {message}
        </p>
      ) : null}
    </div>
  );
}
