import type { ApiIssue } from '@studio/contracts';
import { useState } from 'react';

/** The server's refusal of one field, shown on it until it is edited. */
export interface Refusal {
  message: string | undefined;
  /** Drops the refusal: the field was edited. */
  forget: () => void;
}

/** The server's issues about these fields, the first for each. */
export function fieldIssues(
  issues: readonly ApiIssue[],
  names: readonly string[],
): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  for (const { path, message } of issues) {
    if (names.includes(path) && !found.has(path)) found.set(path, message);
  }
  return found;
}

/**
 * What the server refused field by field (a wrong current password, an image without alt
 * text): each message shows on its own field until that field is edited or the form is sent
 * again.
 */
export function useRefusals(names: readonly string[]) {
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  return {
    on: (name: string): Refusal => ({
      message: refused.get(name),
      forget: () => {
        if (!refused.has(name)) return;
        setRefused((current) => new Map([...current].filter(([field]) => field !== name)));
      },
    }),
    /** Puts each issue on its field; false when none is about a field here. */
    take: (issues: readonly ApiIssue[]): boolean => {
      const found = fieldIssues(issues, names);
      setRefused(found);
      return found.size > 0;
    },
    clear: () => setRefused(new Map()),
  };
}

export type Refusals = ReturnType<typeof useRefusals>;
