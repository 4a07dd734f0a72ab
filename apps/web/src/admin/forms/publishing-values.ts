import {
  type PublishingInput,
  type PublishingMeta,
  type PublishStatus,
  publishingMetaSchema,
} from '@studio/contracts';

/** A record's publishing as the server answered it (the admin's reads carry it). */
export function storedPublishing(record: object | undefined): PublishingMeta | undefined {
  const parsed = publishingMetaSchema.safeParse(record);
  return parsed.success ? parsed.data : undefined;
}

/** The publishing times as the form's datetime-local fields hold them ('' for none). */
export interface PublishingTimes {
  schedule: string;
  expiry: string;
}

const instant = (local: string) => (local === '' ? null : new Date(local).toISOString());

/**
 * What a save sends beside the fields: the schedule as an instant (null: public at once), the
 * expiry (null: never), and the status only when the button asked for one (an Update leaves
 * it as it is).
 */
export function publishingInput(
  status: PublishStatus | undefined,
  { schedule, expiry }: PublishingTimes,
): PublishingInput {
  return {
    ...(status ? { status } : {}),
    publishAt: instant(schedule),
    unpublishAt: instant(expiry),
  };
}
