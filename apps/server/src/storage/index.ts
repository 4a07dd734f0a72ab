import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';

export type { ObjectStorage, StoredObject } from './object-storage';

/**
 * The storage the settings choose. The S3 client is loaded only when a bucket is set, so a
 * site on its local folder neither parses nor holds it.
 */
export async function openStorage(settings: Config['storage']): Promise<ObjectStorage> {
  if (settings.kind === 'local') return createLocalStorage(settings.root);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(settings);
}
