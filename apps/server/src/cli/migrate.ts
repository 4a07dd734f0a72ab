import { openDatabase } from '../database';
import type { CommandContext } from './output';

export async function migrate({ config, log }: CommandContext): Promise<void> {
  const database = await openDatabase({ ...config, seedDemo: false }, log);
  await database.close();
  console.log(
    database.applied.length
      ? database.applied.map((name) => `applied ${name}`).join('\n')
      : 'up to date',
  );
}
