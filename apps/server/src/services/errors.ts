import {
  type ApiIssue,
  type MediaUser,
  messages,
  type StaleChange,
  versionMessages,
} from '@studio/contracts';
import type { z } from 'zod';

/** Each failure a service can report, with its HTTP status: the one mapping both transports use. */
const errorStatus = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** A write that named a version no longer current (If-Match, a tRPC `version`). */
  stale: 412,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof errorStatus;

interface StaleCurrent {
  version: number;
  /** Left out to a caller who may not read the record: the version alone is theirs. */
  record?: object;
  changedBy?: StaleChange;
}

export class ServiceError extends Error {
  readonly kind: ErrorKind;
  readonly issues: ApiIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly usedBy: MediaUser[] | undefined;
  /** A sign-in whose password was right: it needs a code too. */
  readonly twoFactorRequired: true | undefined;
  /** A stale write: the version now and, when the caller may read them, the record and who changed it. */
  readonly current: StaleCurrent | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    extra: {
      issues?: ApiIssue[];
      retryAfterSeconds?: number;
      usedBy?: MediaUser[];
      twoFactorRequired?: true;
      current?: StaleCurrent;
    } = {},
  ) {
    super(message);
    this.name = 'ServiceError';
    this.kind = kind;
    this.issues = extra.issues;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.usedBy = extra.usedBy;
    this.twoFactorRequired = extra.twoFactorRequired;
    this.current = extra.current;
  }

  get status(): number {
    return errorStatus[this.kind];
  }
}

/** The issues of a failed parse; a body that is not an object at all says so in our words. */
export const issuesOf = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message:
      issue.path.length === 0 && issue.code === 'invalid_type'
        ? messages.server.notAnObject
        : issue.message,
  }));

/** "field: what is wrong" for the first issue: the message of every validation answer. */
export const summarize = (issues: ApiIssue[]): string => {
  const first = issues[0];
  return first ? `${first.path || 'input'}: ${first.message}` : messages.server.invalidInput;
};

/** The path of the first text in a value that holds a NUL character, if any. */
function nulPath(value: unknown, path: readonly PropertyKey[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

const invalid = (issues: ApiIssue[]) => new ServiceError('invalid', summarize(issues), { issues });

/** A 400 for one field: a rule its schema alone cannot check (it needs the stored record). */
export const invalidField = (path: string, message: string) => invalid([{ path, message }]);

/**
 * Parses input with a contract schema, or fails as "invalid" with the issues listed. No text
 * may hold a NUL character: PostgreSQL cannot store one, and both databases take the same input.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(issuesOf(result.error));
  const nul = nulPath(result.data);
  if (nul !== undefined) throw invalid([{ path: nul, message: messages.server.nulCharacter }]);
  return result.data;
}

export const notFound = () => new ServiceError('notFound', messages.server.notFound);

/**
 * A write refused because `record` is at `version` now, not at the one the caller named;
 * `changedBy`: who wrote it so, from the activity log.
 */
export const stale = (record: object, version: number, changedBy?: StaleChange) =>
  new ServiceError('stale', versionMessages.stale, {
    current: { record, version, ...(changedBy ? { changedBy } : {}) },
  });

/** A write refused because the record is at `version` now, told to a caller who may not read it. */
export const staleVersion = (version: number) =>
  new ServiceError('stale', versionMessages.stale, { current: { version } });
