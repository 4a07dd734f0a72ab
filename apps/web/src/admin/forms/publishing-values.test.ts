import { describe, expect, it } from 'vitest';
import { localTime } from './local-time';
import { publishingInput, storedPublishing } from './publishing-values';

describe('publishing values', () => {
  it('reads the publishing an admin read carries, and nothing else', () => {
    expect(
      storedPublishing({ title: 'x', status: 'draft', publishAt: null, unpublishAt: null }),
    ).toEqual({ status: 'draft', publishAt: null, unpublishAt: null });
    expect(storedPublishing({ title: 'x' })).toBeUndefined();
    expect(storedPublishing(undefined)).toBeUndefined();
  });

  it('shows a stored instant in local time, and sends it back as the same instant', () => {
    const iso = '2030-06-01T07:30:00.000Z';
    const local = localTime(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(publishingInput(undefined, { schedule: local, expiry: local })).toEqual({
      publishAt: iso,
      unpublishAt: iso,
    });
    expect(localTime(null)).toBe('');
  });

  it('sends a status only when asked, and an empty schedule or expiry as null', () => {
    const none = { schedule: '', expiry: '' };
    expect(publishingInput('draft', none)).toEqual({
      status: 'draft',
      publishAt: null,
      unpublishAt: null,
    });
    expect(publishingInput(undefined, none)).toEqual({ publishAt: null, unpublishAt: null });
  });
});
