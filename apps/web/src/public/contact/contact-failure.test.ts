import { loadCatalogue, localizeMessage } from '@studio/content';
import { formMessages, messages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../lib/trpc-fetch';
import { contactFailure } from './contact-failure';

/** What reading the server's answer throws, for an answer of `body` with `status`. */
const thrownBy = (body: string, status: number) =>
  answerOf(new Response(body, { status })).then(
    () => {
      throw new Error('the answer was taken as a success');
    },
    (error: unknown) => error,
  );

/** tRPC's error answer, as the server sends it. */
const answered = (message: string) =>
  thrownBy(
    JSON.stringify({
      error: { message, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } },
    }),
    429,
  );

describe('contactFailure', () => {
  it("shows the server's message", async () => {
    expect(contactFailure(await answered('Too many requests. Please try again later.'))).toBe(
      'Too many requests. Please try again later.',
    );
  });

  it('falls back to the generic failure when the server says nothing', async () => {
    expect(contactFailure(await answered(''))).toBe(messages.contact.failure);
  });

  it("reports a network failure when no answer came, or one that is not tRPC's", async () => {
    expect(contactFailure(new TypeError('Failed to fetch'))).toBe(messages.contact.network);
    expect(contactFailure(await thrownBy('<html>Bad gateway</html>', 502))).toBe(
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
    expect(contactFailure(await answered(messages.server.rateLimited), es.contact, localize)).toBe(
      es.validation.server.rateLimited,
    );
    expect(
      contactFailure(await answered(`email: ${formMessages.email}`), es.contact, localize),
    ).toBe(`Correo: ${es.validation.email}`);
    expect(contactFailure(await answered('Upstream said no.'), es.contact, localize)).toBe(
      es.contact.failure,
    );
    expect(contactFailure(new Error('boom'), es.contact, localize)).toBe(es.contact.network);
  });
});
