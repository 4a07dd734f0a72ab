import { loadCatalogue, localizeMessage } from '@studio/content';
import { formMessages, messages } from '@studio/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { contactFailure } from './contact-failure';

/** An error answer as tRPC's client receives it from the server. */
const answered = (message: string) =>
  TRPCClientError.from({
    error: { message, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } },
  });

describe('contactFailure', () => {
  it("shows the server's message", () => {
    expect(contactFailure(answered('Too many requests. Please try again later.'))).toBe(
      'Too many requests. Please try again later.',
    );
  });

  it('falls back to the generic failure when the server says nothing', () => {
    expect(contactFailure(answered(''))).toBe(messages.contact.failure);
  });

  it('reports a network failure when no answer came', () => {
    expect(contactFailure(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(
      messages.contact.network,
    );
    expect(contactFailure(new Error('boom'))).toBe(messages.contact.network);
    expect(contactFailure(undefined)).toBe(messages.contact.network);
  });

  it("shows the server's message in the page's words on a Spanish page", async () => {
    const es = await loadCatalogue('es');
    if (!es) throw new Error('the Spanish catalogue is missing');
    const localize = (message: string, fallback?: string) =>
      localizeMessage(message, es.validation, { fallback, labels: { email: 'Correo' } });
    expect(contactFailure(answered(messages.server.rateLimited), es.contact, localize)).toBe(
      es.validation.server.rateLimited,
    );
    expect(contactFailure(answered(`email: ${formMessages.email}`), es.contact, localize)).toBe(
      `Correo: ${es.validation.email}`,
    );
    expect(contactFailure(answered('Upstream said no.'), es.contact, localize)).toBe(
      es.contact.failure,
    );
    expect(contactFailure(new Error('boom'), es.contact, localize)).toBe(es.contact.network);
  });
});
