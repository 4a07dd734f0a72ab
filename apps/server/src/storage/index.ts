import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { type ObjectStorage, StorageUnavailable } from './object-storage';

export {
  type ByteRange,
  type ObjectStorage,
  RangeNotSatisfiable,
  StorageUnavailable,
  type StoredObject,
} from './object-storage';

/**
 * The storage the settings choose. The S3 client is loaded only when a bucket is set, so a
 * site on its local folder neither parses nor holds it.
 */
export async function openStorage(settings: Config['storage']): Promise<ObjectStorage> {
  if (settings.kind === 'local') return createLocalStorage(settings.root);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(settings);
}

/**
 * The storage for a server about to start: a bucket it cannot write to (wrong name, endpoint
 * or credentials) stops the start, as an unreachable database does, rather than failing the
 * first upload. The local folder is created when first written, as before.
 */
export async function openCheckedStorage(settings: Config['storage']): Promise<ObjectStorage> {
  const storage = await openStorage(settings);
  if (settings.kind === 'local') return storage;
  try {
    await storage.checkWritable();
    return storage;
  } catch (error) {
    storage.close();
    throw new StorageUnavailable(storage.where, error);
  }
}
