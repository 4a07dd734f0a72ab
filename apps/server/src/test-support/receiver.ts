import { createServer, type IncomingHttpHeaders } from 'node:http';

interface Received {
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived (what the signature covers). */
  body: string;
}

/**
 * A real HTTP endpoint on 127.0.0.1 that records every request: what a webhook's receiver
 * sees. It answers the statuses queued with `answerNext`, then 200.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the receiver is not listening');
  return {
    url: `http://127.0.0.1:${address.port}/hook`,
    received,
    answerNext(...codes: number[]) {
      statuses.push(...codes);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
