import { builtinRecords } from '@studio/content';
import { type ContentTypeName, contentTypeNames, contentTypes } from '@studio/contracts';
import {
  contentTableName,
  countContent,
  countUsers,
  type Database,
  insertContent,
  serialTransaction,
} from '@studio/db';
import type { Kysely } from 'kysely';

/**
 * Fills a brand-new database with the built-in content. A database that has any content or
 * any account is left alone, so an admin who deleted everything does not see it come back.
 */
export async function seedDemoContent(db: Kysely<Database>): Promise<boolean> {
  // One at a time across processes: two servers starting on an empty database seed once.
  return serialTransaction(db, async (trx) => {
    const counts = await Promise.all(
      contentTypeNames.map((type) => countContent(trx, contentTableName(type))),
    );
    if (counts.some((count) => count > 0) || (await countUsers(trx)) > 0) return false;
    const seedType = async <K extends ContentTypeName>(type: K) => {
      for (const item of builtinRecords(type)) {
        await insertContent(trx, contentTableName(type), contentTypes[type].schema.parse(item));
      }
    };
    for (const type of contentTypeNames) await seedType(type);
    return true;
  });
}
