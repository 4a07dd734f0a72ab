import { chmod, writeFile } from 'node:fs/promises';
import { fromRoot } from '../config';
import { openapiDocument } from '../openapi/document';
import type { CommandContext } from './output';

/** Writes the REST API's OpenAPI document (what GET /api/openapi.json answers) to a file. */
export async function writeOpenapi({ args }: CommandContext): Promise<void> {
  const target = fromRoot(args[0] ?? 'openapi.json');
  await writeFile(target, `${JSON.stringify(openapiDocument(), null, 2)}\n`);
  // The CLI's umask keeps data private; this document is public (the server answers it to all).
  await chmod(target, 0o644);
  console.log(`wrote ${target}`);
}
