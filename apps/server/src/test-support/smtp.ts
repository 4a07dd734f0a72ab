import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_USER = 'studio';
const SMTP_PASSWORD = 'smtp secret';

/** A port free on 127.0.0.1 just now (an SMTP server that is "down" until started on it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** SMTP_URL for a test server on this port, with its credentials. */
export const smtpUrl = (port: number) =>
  `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;

/**
 * What a test app needs to use this server: it offers no STARTTLS, so the credentials may go
 * in clear text (over loopback).
 */
export const PLAINTEXT_SMTP = { SMTP_ALLOW_PLAINTEXT: 'true' } as const;

/**
 * A real SMTP server on 127.0.0.1 (plain, with a user and password) that parses every mail it
 * accepts: what the studio's mailbox receives. `authAttempts` counts the AUTH commands it got,
 * right or wrong: each one carried a password in clear text.
 */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  const state = { authAttempts: 0 };
  const server = new SMTPServer({
    // No STARTTLS on loopback: the client would otherwise try the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      state.authAttempts += 1;
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server is not listening');
  return {
    url: smtpUrl(address.port),
    received,
    get authAttempts() {
      return state.authAttempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The addresses of a parsed header (To, Reply-To), lower-cased. */
export const addressesOf = (field: ParsedMail['to'] | ParsedMail['replyTo']): string[] =>
  [field ?? []]
    .flat()
    .flatMap((group) => group.value)
    .flatMap((address) => (address.address ? [address.address.toLowerCase()] : []));
