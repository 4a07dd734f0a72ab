import { type RawBuilder, sql } from 'kysely';

/**
 * The right side of `like` for a column that contains `text` anywhere: LIKE's own wildcards
 * in the text are matched literally.
 */
export const containing = (text: string): RawBuilder<string> =>
  sql<string>`${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} escape '\\'`;
