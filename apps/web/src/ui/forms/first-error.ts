/**
 * TanStack Form keeps what a validator reported for a field: schema issues ({ message }) or
 * plain strings. A field shows one message at a time: the first that says something.
 */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      if (typeof error.message === 'string' && error.message) return error.message;
    }
  }
  return undefined;
}
