import type { z } from 'zod';

/**
 * The message a schema reports first for a value, as a form shows it; undefined when valid.
 * The plain checks' tests hold each check to it.
 */
export const firstMessage = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues[0]?.message;
