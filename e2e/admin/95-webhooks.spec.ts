import { createServer, type IncomingMessage } from 'node:http';
import { messages, WEBHOOK_SIGNATURE_HEADER } from '@studio/contracts';
import { expect, test } from './support/admin';
import { samples } from './support/samples';

interface Received {
  headers: IncomingMessage['headers'];
  body: { event: string; type: string; record: { title?: string } };
}

test('an admin adds a webhook, which receives a signed event, and resends a delivery', async ({
  adminPage: page,
}) => {
  // The integrator's endpoint.
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const address = receiver.address();
  if (!address || typeof address === 'string') throw new Error('the receiver has no port');
  const url = `http://127.0.0.1:${address.port}/hooks`;

  try {
    await page.goto('/admin/webhooks');
    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel('URL').fill(url);
    await form.getByLabel('Events').fill('podcast.nonsense');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText(messages.webhooks.unknownEvent)).toBeVisible();

    await form.getByLabel('Events').fill('podcast.created');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByRole('status').filter({ hasText: messages.webhooks.created });
    await expect(secret.getByLabel(`Signing secret for ${url}`)).not.toHaveValue('');
    await expect(page.getByRole('row').filter({ hasText: url })).toContainText('podcast.created');

    // Specs running alongside create podcasts too: only this one's events are counted.
    const title = `Told to a webhook ${Date.now()}`;
    const ours = () => received.filter((delivery) => delivery.body.record.title === title);
    const created = await page.request.post('/api/podcast', {
      data: { ...samples.podcast.add, title },
    });
    expect(created.status()).toBe(201);
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(1);
    expect(ours()[0]?.body).toMatchObject({
      event: 'podcast.created',
      type: 'podcast',
      record: { title },
    });
    expect(ours()[0]?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toMatch(
      /^t=\d+,v1=[0-9a-f]{64}$/,
    );

    await page.getByRole('button', { name: `Deliveries of ${url}` }).click();
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    const deliveryId = String(ours()[0]?.headers['x-studio-delivery']);
    const row = deliveries.getByRole('row').filter({ hasText: deliveryId });
    await expect(row).toContainText('delivered');
    await row.getByRole('button', { name: 'Resend podcast.created' }).click();
    await expect(deliveries.getByText(messages.webhooks.resent)).toBeVisible();
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(2);
    expect(ours()[1]?.body.event).toBe('podcast.created');
  } finally {
    receiver.close();
  }
});
