import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isWebUrl, REQUIRED_MESSAGE, requiredText, tooLongMessage, webUrl } from './fields';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('field messages', () => {
  it('say "required" only for a missing value', () => {
    expect(messagesOf(requiredText(), undefined)).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(requiredText(), '   ')).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(requiredText(), 12)).toEqual(['Enter text.']);
    expect(messagesOf(requiredText(200), 'x'.repeat(201))).toEqual([tooLongMessage(200)]);
    expect(tooLongMessage(200)).toBe('Use at most 200 characters.');
    expect(messagesOf(webUrl(), 'x'.repeat(3000))).toContain(tooLongMessage(2048));
  });
});

describe('isWebUrl', () => {
  it('accepts http(s) URLs and site paths', () => {
    for (const url of ['https://example.com/a.jpg', 'http://example.com', '/media/a.svg']) {
      expect(isWebUrl(url), url).toBe(true);
    }
  });

  it('refuses whitespace and control characters anywhere, which browsers strip or resolve', () => {
    for (const url of [
      '/\t/evil.example/',
      '/\r\n/evil.example/',
      ' /media/a.svg',
      'https://example.com/a b.jpg',
      'https://example.com/\u0000.jpg',
      'https://example.com/\u200b.jpg',
      'https://example.com/\u00a0.jpg',
      '/media/\u007f.svg',
    ]) {
      expect(isWebUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});
