import { useState } from 'react';

/** A field's check: its first problem, or undefined (given the form's other values too). */
export type Check<Name extends string> = (
  value: string,
  values: Readonly<Record<Name, string>>,
) => string | undefined;

function problemsOf<Name extends string>(
  checks: Readonly<Record<Name, Check<Name>>>,
  values: Readonly<Record<Name, string>>,
): Partial<Record<Name, string>> {
  const problems: Partial<Record<Name, string>> = {};
  for (const name in checks) {
    const problem = checks[name](values[name], values);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/**
 * A sign-in page's form in plain React state, checked by the contracts' plain checks (no zod,
 * no form library: /login stays light, issue 29). As the admin's forms: checked on the first
 * submit, then again as each field is edited (SPEC.md §5). A field the server refused shows
 * that refusal until it is edited or the form is sent again.
 */
export function useCheckedForm<Name extends string>(
  checks: Readonly<Record<Name, Check<Name>>>,
  initial: Readonly<Record<Name, string>>,
) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ name: Name; message: string }>();
  const problems: Partial<Record<Name, string>> = tried ? problemsOf(checks, values) : {};

  return {
    values,
    /** True while the form is being sent. */
    busy,
    /** What to show under a field: its problem, else the server's refusal. */
    error: (name: Name): string | undefined =>
      problems[name] ?? (refused?.name === name ? refused.message : undefined),
    change: (name: Name, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (refused?.name === name) setRefused(undefined);
    },
    /** Shows the server's refusal of a field. */
    refuse: (name: Name, message: string) => setRefused({ name, message }),
    /** Checks every field and, when all pass, sends the values (busy meanwhile). */
    submit: async (send: (values: Readonly<Record<Name, string>>) => Promise<void>) => {
      setTried(true);
      if (busy || Object.keys(problemsOf(checks, values)).length > 0) return;
      setRefused(undefined);
      setBusy(true);
      try {
        await send(values);
      } finally {
        setBusy(false);
      }
    },
  };
}
