import { createServer, type IncomingHttpHeaders } from 'node:http';

interface Received {
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived (what the signature covers). */
  body: string;
}

interface Answer {
  status: number;
  location?: string;
}

/**
 * A real HTTP endpoint on a loopback address (127.0.0.1 unless told; on a free port unless
 * told) that records every request: what a webhook's receiver sees. It answers what
 * `answerNext` and `redirectNext` queued, then 200.
 */
export async function startReceiver({ host = '127.0.0.1', port = 0 } = {}) {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const { status, location } = answers.shift() ?? { status: 200 };
      res.statusCode = status;
      if (location) res.setHeader('location', location);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the receiver is not listening');
  return {
    url: `http://${host}:${address.port}/hook`,
    port: address.port,
    received,
    answerNext(...codes: number[]) {
      answers.push(...codes.map((status) => ({ status })));
    },
    redirectNext(location: string) {
      answers.push({ status: 302, location });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
