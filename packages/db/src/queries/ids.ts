import { v7 } from 'uuid';

/** Time-ordered ids (UUIDv7, monotonic in-process): sorting by id is creation order. */
export const newId = (): string => v7();

export const now = (): string => new Date().toISOString();
