import { trpcUrl } from './trpc-url';

/**
 * Calls to the server's tRPC procedures over its HTTP protocol (a GET per read, a POST per
 * write), without the tRPC client: the pages that must stay light (the public pages, /login)
 * read and write with these (issue 29). Each caller types its procedures from `AppRouter`.
 */

/**
 * The server refused (tRPC's error answer): `message` is its words, SPEC.md §8's to show;
 * `data` what its error formatter adds (its code, `twoFactorRequired`, the issues), as the
 * tRPC client's error carries it.
 */
export class ServerRefusal extends Error {
  readonly data: unknown;

  constructor(message: string, data?: unknown) {
    super(message);
    this.data = data;
  }
}

const errorAnswer = (body: unknown): { message?: unknown; data?: unknown } | undefined =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object'
    ? (body.error ?? undefined)
    : undefined;

/**
 * The procedure's answer (`{ result: { data } }`); a `ServerRefusal` for tRPC's error answer;
 * anything else (no answer, a proxy's page) is an error as fetch's own are: not reached.
 */
export async function answerOf<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body === 'object' && body !== null && 'result' in body) {
    const { result } = body;
    // The server's answer to this procedure, typed as the procedure declares (as tRPC's client).
    if (typeof result === 'object' && result !== null && 'data' in result) return result.data as T;
  }
  const refusal = errorAnswer(body);
  if (refusal) {
    throw new ServerRefusal(
      typeof refusal.message === 'string' ? refusal.message : '',
      refusal.data,
    );
  }
  throw new Error(`${response.url} answered ${response.status} without a tRPC answer`);
}

/** A read: GET /trpc/<path>?input=<JSON>. */
export async function read<T>(path: string, input?: unknown, signal?: AbortSignal): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return answerOf<T>(
    await fetch(`${trpcUrl}/${path}${search}`, { signal, credentials: 'same-origin' }),
  );
}

/** A write: POST /trpc/<path> with the input as JSON (none without one). */
export async function write<T>(path: string, input?: unknown): Promise<T> {
  return answerOf<T>(
    await fetch(`${trpcUrl}/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      ...(input === undefined ? {} : { body: JSON.stringify(input) }),
    }),
  );
}
