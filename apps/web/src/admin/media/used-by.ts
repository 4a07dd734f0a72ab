import { apiErrorSchema, type MediaUser } from '@studio/contracts';
import { TRPCClientError } from '@trpc/client';

const usedBySchema = apiErrorSchema.shape.usedBy;

/** The records a refused delete names (the CONFLICT error's `data.usedBy`), or none. */
export function usedByOf(error: unknown): MediaUser[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('usedBy' in data)) return [];
  return usedBySchema.safeParse(data.usedBy).data ?? [];
}
