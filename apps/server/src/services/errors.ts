import { type ApiIssue, messages } from '@studio/contracts';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { z } from 'zod';

/** Each failure a service can report, with its HTTP status and tRPC code: the one mapping. */
export const errorKinds = {
  invalid: { status: 400, trpc: 'BAD_REQUEST' },
  unauthorized: { status: 401, trpc: 'UNAUTHORIZED' },
  forbidden: { status: 403, trpc: 'FORBIDDEN' },
  notFound: { status: 404, trpc: 'NOT_FOUND' },
  conflict: { status: 409, trpc: 'CONFLICT' },
  tooLarge: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  unsupportedType: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  rateLimited: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
} as const satisfies Record<string, { status: number; trpc: TRPC_ERROR_CODE_KEY }>;

export type ErrorKind = keyof typeof errorKinds;

export class ServiceError extends Error {
  readonly kind: ErrorKind;
  readonly issues: ApiIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    extra: { issues?: ApiIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ServiceError';
    this.kind = kind;
    this.issues = extra.issues;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get status(): number {
    return errorKinds[this.kind].status;
  }
}

export const issuesOf = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/** Parses input with a contract schema, or fails as "invalid" with the issues listed. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = issuesOf(result.error);
    const first = issues[0];
    const message = first
      ? `${first.path || 'input'}: ${first.message}`
      : messages.server.invalidInput;
    throw new ServiceError('invalid', message, { issues });
  }
  return result.data;
}
