import { messages } from '@studio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import { cvFiles, postApplication } from '../test-support/multipart';
import { contactInput } from '../test-support/samples';

const TOKEN = 'scraper-token-0123456789';

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

const scrape = async (app: TestApp['app'], token = TOKEN) =>
  app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line of the text format, or undefined when it is absent. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    t = await createTestApp();
    expect((await scrape(t.app)).statusCode).toBe(404);
  });

  it('answers only a scraper presenting METRICS_TOKEN', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const anonymous = await t.app.inject({ url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.server.unauthorized });
    expect((await scrape(t.app, 'not-the-token-at-all')).statusCode).toBe(401);

    const res = await scrape(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('process_resident_memory_bytes');
    expect(sample(res.body, 'studio_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('counts answers by route pattern and status, with latency, but not the probes', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await t.app.inject('/api/podcastdisplay');
    await t.app.inject('/api/podcastdisplay');
    await t.app.inject('/api/podcastview/no-such-id');
    await t.app.inject('/healthz');
    await t.app.inject('/readyz');
    const text = (await scrape(t.app)).body;

    const route = (path: string, status: number) =>
      `studio_http_requests_total{route="${path}",method="GET",status="${status}"}`;
    expect(sample(text, route('/api/podcastdisplay', 200))).toBe(2);
    expect(sample(text, route('/api/podcastview/:id', 404))).toBe(1);
    expect(
      sample(
        text,
        'studio_http_request_duration_seconds_count{route="/api/podcastdisplay",method="GET"}',
      ),
    ).toBe(2);
    expect(text).not.toMatch(/route="\/(healthz|readyz|metrics)"/);
  });

  it('counts rate-limit refusals and the bytes of stored uploads', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_INBOX: '1/600' } });
    const contact = () =>
      t?.app.inject({ method: 'POST', url: '/api/contact', payload: contactInput });
    expect((await contact())?.statusCode).toBe(201);
    expect((await contact())?.statusCode).toBe(429);
    const cv = cvFiles.pdf(4321);
    expect(
      (await postApplication(t.app, { files: [{ filename: 'cv.pdf', content: cv }] })).statusCode,
    ).toBe(201);

    const text = (await scrape(t.app)).body;
    expect(sample(text, 'studio_rate_limit_refusals_total{limiter="contact"}')).toBe(1);
    expect(sample(text, 'studio_upload_bytes_total{kind="cv"}')).toBe(cv.length);
  });
});
