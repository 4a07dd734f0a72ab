import type { ReactNode } from 'react';
import { buttonClass } from '../ui/styles';
import { FieldError } from './field-error';

interface ListRowsControlProps {
  id: string;
  label: string;
  count: number;
  error: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
  row: (index: number, inputId: string) => ReactNode;
}

/** A list edited row by row (the edit form): add rows, remove rows, never the last one. */
export function ListRowsControl({
  id,
  label,
  count,
  error,
  onAdd,
  onRemove,
  row,
}: ListRowsControlProps) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <ol className="mt-2 space-y-2">
        {indexes.map((index) => {
          const inputId = `${id}-${index}`;
          return (
            <li key={inputId} className="flex items-start gap-2">
              <div className="flex-1">{row(index, inputId)}</div>
              <button
                type="button"
                onClick={() => onRemove(index)}
                disabled={count <= 1}
                aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
                className={buttonClass.secondary}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${id}-error`} message={error} />
      <button type="button" onClick={onAdd} className={`${buttonClass.secondary} mt-3`}>
        Add a row
      </button>
    </fieldset>
  );
}
