import { loadCatalogue, localizeMessage } from '@studio/content';
import { messages, spamGuard } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { applicationBody, applicationFailure } from './application-request';

const values = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+91 91234 56789',
  position: 'Colourist',
  about: 'Ten years grading.',
};

const names = (body: FormData) => [...body.keys()];

describe('applicationBody', () => {
  it('sends every filled field as a text part, with the render token', () => {
    const body = applicationBody(
      values,
      { [spamGuard.honeypot]: '', [spamGuard.renderToken]: '1760000000000.sig' },
      null,
    );
    expect(names(body)).toEqual([...Object.keys(values), spamGuard.renderToken]);
    expect(body.get('about')).toBe('Ten years grading.');
    expect(body.get(spamGuard.renderToken)).toBe('1760000000000.sig');
  });

  it('leaves out empty and blank values, the empty honeypot among them', () => {
    const body = applicationBody(
      { ...values, position: '', about: '   ' },
      { [spamGuard.honeypot]: '' },
      null,
    );
    expect(names(body)).toEqual(['firstName', 'lastName', 'email', 'phone']);
  });

  it("names the page's language when given one (a site of several), else sends none", () => {
    const guard = { [spamGuard.honeypot]: '' };
    expect(applicationBody(values, guard, null, 'es').get('locale')).toBe('es');
    expect(applicationBody(values, guard, null).has('locale')).toBe(false);
  });

  it('sends a filled honeypot, so the server can tell a bot', () => {
    const body = applicationBody(values, { [spamGuard.honeypot]: 'spam' }, null);
    expect(body.get(spamGuard.honeypot)).toBe('spam');
  });

  it('adds the CV as a file part only when one was chosen', () => {
    expect(body(null).has('cv')).toBe(false);
    const cv = new File(['%PDF-'], 'grace-cv.pdf', { type: 'application/pdf' });
    const part = body(cv).get('cv');
    expect(part).toBeInstanceOf(File);
    expect(part instanceof File ? part.name : null).toBe('grace-cv.pdf');

    function body(file: File | null) {
      return applicationBody(values, { [spamGuard.honeypot]: '' }, file);
    }
  });
});

describe('applicationFailure', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  it("shows the server's message", async () => {
    expect(await applicationFailure(json(400, { message: 'Invalid input.' }))).toBe(
      'Invalid input.',
    );
  });

  it.each([
    ['an empty message', json(500, { message: '' })],
    ['no message', json(500, { error: 'x' })],
    ['a message that is not text', json(500, { message: 42 })],
    ['a body that is not an object', json(500, 'oops')],
    ['a body that is not JSON', new Response('oops', { status: 500 })],
  ])('falls back to the generic failure for %s', async (_, response) => {
    expect(await applicationFailure(response)).toBe(messages.career.failure);
  });

  it("shows the server's message in the page's words on a Spanish page", async () => {
    const es = await loadCatalogue('es');
    if (!es) throw new Error('the Spanish catalogue is missing');
    const localize = (message: string, fallback?: string) =>
      localizeMessage(message, es.validation, { fallback });
    const refused = json(415, { message: messages.server.unsupportedFileType });
    expect(await applicationFailure(refused, es.career, localize)).toBe(
      es.validation.server.unsupportedFileType,
    );
    const unknown = json(502, { message: 'Bad gateway upstream.' });
    expect(await applicationFailure(unknown, es.career, localize)).toBe(es.career.failure);
  });
});
