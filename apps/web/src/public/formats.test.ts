import { afterEach, describe, expect, it } from 'vitest';
import { calendarDate, money } from './formats';

const zone = process.env.TZ;

afterEach(() => {
  process.env.TZ = zone;
});

describe('money', () => {
  it("writes an amount in the site's currency as the language does (INR unless told)", () => {
    expect(money(2500, 'en')).toBe('₹2,500.00');
    expect(money(12000, 'es')).toBe('12.000,00\u00a0₹');
    expect(money(2499.5, 'en', 'EUR')).toBe('€2,499.50');
  });
});

describe('calendarDate', () => {
  it('writes the day as the language does, the same day in every time zone', () => {
    for (const timeZone of ['Pacific/Pago_Pago', 'UTC', 'Pacific/Kiritimati']) {
      process.env.TZ = timeZone;
      expect(calendarDate('2026-03-14', 'en')).toBe('March 14, 2026');
      expect(calendarDate('2026-03-14', 'es')).toBe('14 de marzo de 2026');
      expect(calendarDate('2026-01-01', 'en')).toBe('January 1, 2026');
    }
  });
});
