import { expiresAfterPublish, type PublishingMeta, publishMessages } from '@studio/contracts';
import type { PublishingWrite } from '@studio/db';
import { invalidField } from '../errors';

type Times = Pick<PublishingMeta, 'publishAt' | 'unpublishAt'>;

/** 400 unless an expiry, when both times are set, comes after the schedule. */
export function checkExpiry(times: Times): void {
  if (!expiresAfterPublish(times)) {
    throw invalidField('unpublishAt', publishMessages.unpublishNotAfterPublish);
  }
}

/** The times an update leaves: the input's, and the stored ones where it leaves a time out. */
export const timesAfter = (current: Times, publishing: PublishingWrite): Times => ({
  publishAt: publishing.publishAt === undefined ? current.publishAt : publishing.publishAt,
  unpublishAt: publishing.unpublishAt === undefined ? current.unpublishAt : publishing.unpublishAt,
});
