import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { messages, REQUIRED_MESSAGE, TEXT_MAX } from '@studio/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, authHeaders, errorBody } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { cvFiles, multipart } from '../test-support/multipart';
import { careerFields } from '../test-support/samples';
import { type TrpcError, trpcMutate } from '../test-support/trpc';
import { MAX_URL_LENGTH } from './security';

const file = appForFile({ env: { CV_MAX_BYTES: '4096' } });

/** `{ message }` with our words, the security headers, and nothing of the request echoed. */
function expectCleanError(res: LightMyRequestResponse, status: number, message: string, echo = '') {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual(errorBody(message));
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  if (echo) expect(res.body).not.toContain(echo);
}

const applications = async () =>
  (
    await file.t.app.inject({
      method: 'GET',
      url: '/api/careerdisplay',
      headers: authHeaders(file.adminToken),
    })
  ).json<unknown[]>();

describe('malformed multipart on POST /api/career', () => {
  const post = (payload: string | Buffer, contentType: string) =>
    file.t.app.inject({
      method: 'POST',
      url: '/api/career',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers 400 for a body without a boundary, a truncated one, and garbage', async () => {
    const body = multipart(careerFields, [{ filename: 'cv.pdf', content: cvFiles.pdf() }]);
    const boundary = body.headers['content-type'].split('boundary=')[1] ?? '';
    const malformed: [string | Buffer, string][] = [
      [body.payload, 'multipart/form-data'],
      [body.payload.subarray(0, body.payload.length - 40), body.headers['content-type']],
    ];
    for (const [payload, contentType] of malformed) {
      expectCleanError(await post(payload, contentType), 400, messages.server.malformedForm);
    }
    // Garbage: 400 as malformed, or (holding no named part) as an empty form naming its fields.
    for (const garbage of [
      'this is not multipart at all',
      `--${boundary}\r\nno headers here\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    ]) {
      const res = await post(garbage, body.headers['content-type']);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/malformed|required/);
    }
    expect(await applications()).toEqual([]);
  });

  it('answers 413 for too many fields and 415 for a JSON body, in the same shape', async () => {
    const many = multipart(
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])),
    );
    expectCleanError(
      await post(many.payload, many.headers['content-type']),
      413,
      messages.server.tooManyParts,
    );
    expectCleanError(await post('{}', 'application/json'), 415, messages.server.multipartRequired);
    expect(await applications()).toEqual([]);
  });
});

describe('bad request targets', () => {
  it('answers 400 for bad percent-encoding or an encoded NUL, without echoing it', async () => {
    const nul = [
      '/api/podcastview/%00',
      '/api/podcastdelete/x%00y',
      '/api/contactdisplay?limit=1%00',
    ];
    for (const url of ['/api/podcastview/%E0%A4%A', '/api/%zz', '/media/%C0%AF', ...nul]) {
      expectCleanError(
        await file.t.app.inject({ method: 'GET', url }),
        400,
        messages.server.badUrl,
        url,
      );
    }
  });

  it(`answers 414 for a URL over ${MAX_URL_LENGTH} characters`, async () => {
    const path = `/api/podcastdisplay?q=${'a'.repeat(MAX_URL_LENGTH)}`;
    expectCleanError(
      await file.t.app.inject({ method: 'GET', url: path }),
      414,
      messages.server.uriTooLong,
      'aaaa',
    );
    const trpc = `/trpc/${'content.podcast.list,'.repeat(400)}`;
    expectCleanError(
      await file.t.app.inject({ method: 'GET', url: trpc }),
      414,
      messages.server.uriTooLong,
    );
  });

  it('answers 415 for a body type the API does not read', async () => {
    const res = await file.t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: 'title=x',
      headers: { ...authHeaders(file.adminToken), 'content-type': 'text/plain' },
    });
    expectCleanError(res, 415, messages.server.unsupportedContentType, 'text/plain');
  });

  it('answers 415 for a form sent to a call that reads JSON', async () => {
    const form = multipart({ title: 'Sent as a form' });
    const res = await file.t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: form.payload,
      headers: { ...authHeaders(file.adminToken), ...form.headers },
    });
    expectCleanError(res, 415, messages.server.unsupportedContentType);
  });
});

describe('requests Node itself refuses', () => {
  /** Sends raw bytes to a listening copy of the app and reads the whole answer. */
  async function raw(request: string): Promise<string> {
    const address = file.t.app.server.address() as AddressInfo | null;
    const port = address?.port ?? 0;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(request);
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    await once(socket, 'close');
    return answer;
  }

  beforeAll(async () => {
    await file.t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers headers over 16 KiB with 431 in our JSON shape, with the security headers', async () => {
    const answer = await raw(
      `GET /api/podcastdisplay HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('content-security-policy:');
    expect(answer.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ message: messages.server.headersTooLarge }),
    );
  });

  it('answers a request line that is not HTTP with 400 in our JSON shape', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ message: messages.server.badRequest }),
    );
  });
});

describe('field messages say what is wrong', () => {
  const create = (payload: object) =>
    file.t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload,
      headers: authHeaders(file.adminToken),
    });

  it('names the length limit for an over-long field, and "Enter text." for a non-text one', async () => {
    const long = await create({ ...sampleInput('podcast'), title: 'x'.repeat(TEXT_MAX + 1) });
    expect(long.json().issues).toEqual([
      { path: 'title', message: `Use at most ${TEXT_MAX} characters.` },
    ]);
    const number = await create({ ...sampleInput('podcast'), title: 42 });
    expect(number.json().issues).toEqual([{ path: 'title', message: 'Enter text.' }]);
    const missing = await create({ ...sampleInput('podcast'), title: undefined });
    expect(missing.json().issues).toEqual([{ path: 'title', message: REQUIRED_MESSAGE }]);
  });

  it('refuses URLs with whitespace or control characters, which browsers would strip', async () => {
    for (const bad of [
      '/\t/evil.example/',
      '/\n/evil.example/',
      'https://exa mple.com/x.jpg',
      '/media/a\u0000b.svg',
      'https://example.com/\u200bx.jpg',
      ' https://example.com/x.jpg',
    ]) {
      const res = await create({ ...sampleInput('podcast'), posterUrl: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'posterUrl', message: expect.any(String) }]);
    }
  });
});

describe('tRPC errors keep the format the SPA reads', () => {
  it('gives a readable message and data.issues for invalid input', async () => {
    const res = await trpcMutate(
      file.t.app,
      'content.podcast.create',
      { ...sampleInput('podcast'), title: '' },
      authHeaders(file.adminToken),
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json<TrpcError>();
    expect(error.message).toBe(`title: ${REQUIRED_MESSAGE}`);
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      issues: [{ path: 'title', message: REQUIRED_MESSAGE }],
    });
    expect(res.body).not.toContain('stack');
  });
});
