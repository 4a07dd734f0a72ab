import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpMessages, messages } from '@studio/contracts';
import { ServiceError } from '../services/errors';

type StaleCurrent = NonNullable<ServiceError['current']>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (words: string) => [{ type: 'text' as const, text: words }];

/** A tool's success: what the service answered, as JSON text. */
export const toolAnswer = (data: unknown): CallToolResult => ({
  content: text(JSON.stringify(data, null, 2)),
});

/** A tool's refusal (`isError`): the agent reads the words and may try again. */
export const toolRefusal = (words: string): CallToolResult => ({
  isError: true,
  content: text(words),
});

/**
 * A stale write's words: to a token that may read the record (the service then gives it), who
 * changed it and which of the fields sent differ from it now; else only that it is stale.
 */
function staleWords(current: StaleCurrent, args: unknown): string {
  const { record, version, changedBy } = current;
  if (!record) return mcpMessages.staleVersion;
  const now = new Map(Object.entries(record));
  const sent = isObject(args) && isObject(args.fields) ? args.fields : {};
  const fields = Object.entries(sent)
    .filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(now.get(name)))
    .map(([name]) => name);
  return mcpMessages.staleChanged({ version, by: changedBy?.actor, at: changedBy?.at, fields });
}

/**
 * What a failed call tells the agent: a service's refusal in its own words (bad arguments name
 * the field), never a stack trace; anything else is logged and told as the API tells a 500.
 */
export function refusalOf(
  error: unknown,
  args: unknown,
  log: { error(details: object, message: string): void },
): CallToolResult {
  if (error instanceof ServiceError && error.status < 500) {
    return toolRefusal(
      error.kind === 'stale' && error.current ? staleWords(error.current, args) : error.message,
    );
  }
  log.error({ err: error }, 'MCP tool call failed');
  return toolRefusal(messages.server.internal);
}
