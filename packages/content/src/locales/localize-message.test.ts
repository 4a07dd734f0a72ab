import {
  careerApplicationSchema,
  contactMessageSchema,
  formMessages,
  messages,
  tooLongMessage,
} from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { esLater as es } from './es-later';
import { localizeMessage } from './localize-message';

/**
 * Values a visitor (or a program posting to the forms' endpoints) may send in a field: none,
 * not text, blank, far too long, not an address.
 */
const probes = [undefined, 42, '', '   ', 'x'.repeat(100_001), 'not an address', 'a@b'];

/** Every message the public forms' schemas give for a field, read from the schemas themselves. */
function schemaMessages(): Set<string> {
  const found = new Set<string>();
  for (const schema of [contactMessageSchema, careerApplicationSchema]) {
    for (const field of Object.keys(schema.shape)) {
      for (const probe of probes) {
        const result = schema.safeParse({ [field]: probe });
        for (const issue of result.error?.issues ?? []) found.add(issue.message);
      }
    }
  }
  return found;
}

describe('localizeMessage', () => {
  it('finds the messages of the forms in the contracts (the probes reach them all)', () => {
    const found = schemaMessages();
    expect(found).toContain(formMessages.required);
    expect(found).toContain(formMessages.email);
    expect(found).toContain(formMessages.notText);
    expect([...found].some((message) => message.startsWith('Use at most'))).toBe(true);
  });

  it('has Spanish for every message a public form can show', () => {
    const shown = [...schemaMessages(), ...Object.values(messages.server)];
    for (const message of shown) {
      const spanish = localizeMessage(message, es.validation, { fallback: '' });
      expect(spanish, message).not.toBe('');
      expect(spanish, message).not.toBe(message);
    }
  });

  it('keeps a message as it is on an English page', () => {
    expect(localizeMessage(formMessages.required, undefined)).toBe(formMessages.required);
    expect(localizeMessage('anything', undefined, { fallback: 'other' })).toBe('anything');
  });

  it('translates a message of a number with its number', () => {
    expect(localizeMessage(tooLongMessage(320), es.validation)).toBe(es.validation.tooLong(320));
    expect(es.validation.tooLong(320)).toContain('320');
  });

  it("names a refused field by its label in the server's summary", () => {
    const summary = `email: ${formMessages.email}`;
    expect(localizeMessage(summary, es.validation, { labels: { email: 'Correo' } })).toBe(
      `Correo: ${es.validation.email}`,
    );
    expect(localizeMessage(summary, es.validation)).toBe(`email: ${es.validation.email}`);
  });

  it('shows the fallback for a message it does not know', () => {
    expect(
      localizeMessage('Upstream says no.', es.validation, { fallback: 'Algo salió mal.' }),
    ).toBe('Algo salió mal.');
    expect(localizeMessage('email: Upstream says no.', es.validation, { fallback: 'x' })).toBe('x');
  });
});
