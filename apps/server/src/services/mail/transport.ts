import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** One mail as the outbox hands it to SMTP. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string | undefined;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

interface MailTransport {
  /** Resolves once the SMTP server has taken the mail; rejects with its refusal or a timeout. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * SMTP through nodemailer, from SMTP_URL (smtp:// upgrades with STARTTLS when the server
 * offers it; smtps:// is TLS from the start). nodemailer is loaded at the first mail, so a
 * server that sends none never parses it.
 */
export function createMailTransport(settings: {
  smtpUrl: string;
  from: string;
  allowPlaintextAuth: boolean;
}): MailTransport {
  let transporter: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  const url = new URL(settings.smtpUrl);
  const options: SMTPTransport.Options = {
    url: settings.smtpUrl,
    // A password never crosses the network in clear text: on smtp:// with credentials, a server
    // that offers no STARTTLS fails the send (retried as any failure) before AUTH is tried.
    requireTLS: url.protocol === 'smtp:' && url.username !== '' && !settings.allowPlaintextAuth,
    // nodemailer waits minutes by default: a stuck server must not hold a claimed mail.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const open = () => {
    transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(options, { from: settings.from }),
    );
    return transporter;
  };
  return {
    async send(mail) {
      await (await open()).sendMail(mail);
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
}
