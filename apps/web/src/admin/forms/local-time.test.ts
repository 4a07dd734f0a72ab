import { afterEach, describe, expect, it } from 'vitest';
import { localTime, utcOfLocalTime } from './local-time';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('a date and time in the browser’s local time', () => {
  it('shows a stored UTC instant in the local time, and sends the same instant back', () => {
    // Half an hour off the hour, and past midnight: both the time and the day move.
    process.env.TZ = 'Asia/Kolkata';
    expect(localTime('2026-03-14T18:30:00Z')).toBe('2026-03-15T00:00');
    expect(utcOfLocalTime('2026-03-15T00:00')).toBe('2026-03-14T18:30:00Z');
    process.env.TZ = 'America/New_York';
    expect(localTime('2026-03-14T18:30:00Z')).toBe('2026-03-14T14:30');
    expect(utcOfLocalTime('2026-03-14T14:30')).toBe('2026-03-14T18:30:00Z');
  });

  it('keeps none as none, and shows a text that is no instant as none', () => {
    expect(utcOfLocalTime('')).toBe('');
    expect(localTime('')).toBe('');
    expect(localTime(undefined)).toBe('');
    expect(localTime('tomorrow')).toBe('');
  });
});
