import { type TokenScope, tokenScopeLabels, tokenScopes } from '@studio/contracts';
import { useId } from 'react';
import { useBoundField } from '../forms/bound-field';
import { FieldError } from '../forms/field-error';

/** The token's scopes (form.AppField), one checkbox each, kept in the contracts' order. */
export function ScopesField() {
  const errorId = `${useId()}-scopes-error`;
  const { value, error, onChange, onBlur } = useBoundField<TokenScope[]>();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Scopes
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="mt-2 space-y-2">
        {tokenScopes.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={value.includes(scope)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? tokenScopes.filter((item) => item === scope || value.includes(item))
                    : value.filter((item) => item !== scope),
                )
              }
              onBlur={onBlur}
              className="size-4 accent-ink"
            />
            <span>
              {tokenScopeLabels[scope]} <code className="text-xs text-slate-500">{scope}</code>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
