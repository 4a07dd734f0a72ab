import type { Ref } from 'react';
import { inputClass } from '../ui/styles';

interface SetupTokenFieldProps {
  value: string;
  onChange: (value: string) => void;
  ref: Ref<HTMLInputElement>;
}

/**
 * The secret the server asks of the very first account when it runs with SETUP_TOKEN; shown
 * only after the server has asked for it.
 */
export function SetupTokenField({ value, onChange, ref }: SetupTokenFieldProps) {
  return (
    <div>
      <label htmlFor="setupToken" className="block text-sm font-medium">
        Setup token
      </label>
      <input
        ref={ref}
        id="setupToken"
        name="setupToken"
        type="password"
        autoComplete="off"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="setupToken-hint"
        className={`${inputClass} mt-1`}
      />
      <p id="setupToken-hint" className="mt-1 text-xs text-slate-500">
        Given to whoever installed the site (the server's SETUP_TOKEN).
      </p>
    </div>
  );
}
