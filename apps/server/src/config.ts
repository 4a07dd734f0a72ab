import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  AUDIT_RETENTION_DAYS_DEFAULT,
  currencyMessages,
  DEFAULT_CURRENCY,
  IMPORT_MAX_BYTES_DEFAULT,
  IMPORT_MAX_ROWS_DEFAULT,
  LOCALE_PATTERN,
  localeMessages,
  REVISIONS_KEEP_DEFAULT,
  SPA_TRPC_BATCH,
} from '@studio/contracts';
import { z } from 'zod';

/**
 * The repository root: the base of every relative path an operator gives (DATA_DIR, backup
 * folders), whichever folder a command runs in. The same spot from src/ (tsx) and dist/.
 */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** A relative path is taken from the repository root; an absolute one as it is (normalised). */
export const fromRoot = (path: string) => resolve(REPO_ROOT, path);

/** "points/seconds", e.g. 5/300: at most 5 in any 300 seconds. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\/(\d+)$/.exec(value.trim());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'expected "points/seconds", e.g. 5/300' });
        return z.NEVER;
      }
      return { points: Number(match[1]), seconds: Number(match[2]) };
    });

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'true' || value === '1');

/** A switch written on/off (true/false too). */
const onOff = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off', 'true', 'false'], { error: 'use on or off' })
    .default(fallback)
    .transform((value) => value === 'on' || value === 'true');

const seconds = (fallback: number) => z.coerce.number().positive().default(fallback);

/** An address or CIDR block, v4 or v6 ("10.0.0.0/8", "::1"). */
const isAddressOrCidr = (value: string) => {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: off (default), "true" (trust every proxy), a hop count, or a comma-separated
 * list of proxy addresses / CIDR blocks, in the forms Fastify's `trustProxy` takes.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): boolean | string[] | ((address: string, hop: number) => boolean) => {
    const text = value.trim();
    if (text === 'false' || text === '0' || text === '') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) {
      // n hops: the n nearest proxies are trusted (what proxy-addr does with a count).
      const hops = Number(text);
      return (_address, hop) => hop < hops;
    }
    const list = text.split(',').map((item) => item.trim());
    if (list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'expected false, true, a hop count, or a list of addresses/CIDR blocks',
    });
    return z.NEVER;
  });

/** A browser origin as the Origin header carries it: http(s), host and port, nothing more. */
const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
};

/** An e-mail address, as zod's e-mail check takes it. */
const isEmail = (value: string) => z.email().safeParse(value).success;

/** A mail's From: an address, or a name and an address ("Studio <noreply@studio.example>"). */
const isMailbox = (value: string) => {
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && isEmail(address);
};

/** LOCALES: comma-separated BCP 47 tags, the first the default; each once. */
const locales = z
  .string()
  .default('en')
  // Empty is unset, as for the other settings.
  .transform((value) => value.trim() || 'en')
  .transform((value, ctx) => {
    const tags = value.split(',').map((tag) => tag.trim());
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (tags.some((tag) => tag === '')) return fail(localeMessages.emptyTag);
    const bad = tags.find((tag) => !LOCALE_PATTERN.test(tag));
    if (bad !== undefined) return fail(localeMessages.badTag(bad));
    const twice = tags.find((tag, index) => tags.indexOf(tag) !== index);
    if (twice !== undefined) return fail(localeMessages.duplicate(twice));
    return tags;
  });

/** CURRENCY: an ISO 4217 code the runtime's Intl can format (Intl's own list of them). */
const currency = z
  .string()
  .default(DEFAULT_CURRENCY)
  // Empty is unset, as for the other settings.
  .transform((value) => value.trim() || DEFAULT_CURRENCY)
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), {
    error: (issue) => currencyMessages.unknown(String(issue.input)),
  });

/** An optional setting, where an empty value means unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Every environment variable the server reads; nothing else reads process.env. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    // Empty is unset: SQLite in DATA_DIR.
    DATABASE_URL: optional(
      z.url({
        protocol: /^postgres(ql)?$/,
        error:
          'use a PostgreSQL URL such as postgres://user:password@host:5432/studio, or unset it for SQLite in DATA_DIR',
      }),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    REGISTRATION: z.enum(['open', 'closed']).default('closed'),
    SETUP_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
    CV_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    MEDIA_IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(20 * 1024 * 1024),
    MEDIA_VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1, 'use at most 2147483647 (2 GiB)')
      .default(500 * 1024 * 1024),
    // Debian's ffmpeg package by default; a video is stored without a poster when missing.
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
    SEED_DEMO: flag('true'),
    COOKIE_SECURE: flag('false'),
    TRUST_PROXY: trustProxy,
    SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
    // required-for-admins: an admin without a second factor may only set one up.
    TWO_FACTOR: z.enum(['off', 'required-for-admins']).default('off'),
    RATE_LIMIT_LOGIN: rateLimit('5/300'),
    RATE_LIMIT_LOGIN_IP: rateLimit('20/300'),
    RATE_LIMIT_REGISTER: rateLimit('5/60'),
    RATE_LIMIT_INBOX: rateLimit('10/600'),
    RATE_LIMIT_PASSWORD_RESET: rateLimit('5/3600'),
    // Calls to POST /mcp, per API token.
    RATE_LIMIT_MCP: rateLimit('120/60'),
    HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
    TRPC_MAX_BATCH: z.coerce
      .number()
      .int()
      .min(SPA_TRPC_BATCH, `the admin batches up to ${SPA_TRPC_BATCH} calls: use at least that`)
      .max(100)
      .default(SPA_TRPC_BATCH),
    FORM_MIN_SECONDS: z.coerce.number().min(0).default(3),
    REVISIONS_KEEP: z.coerce.number().int().min(1).max(10_000).default(REVISIONS_KEEP_DEFAULT),
    // One import is one transaction: these bound how long it holds the database.
    IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(100_000).default(IMPORT_MAX_ROWS_DEFAULT),
    IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(IMPORT_MAX_BYTES_DEFAULT),
    AUDIT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(36_500)
      .default(AUDIT_RETENTION_DAYS_DEFAULT),
    // Unset: messages and applications are kept until an admin deletes them.
    INBOX_RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(36_500)),
    SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
    BODY_IDLE_TIMEOUT_S: seconds(60),
    HEADERS_TIMEOUT_S: seconds(10),
    SHUTDOWN_TIMEOUT_S: seconds(10),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
    // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (several machines).
    S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'use an S3 bucket name'),
    ),
    S3_ENDPOINT: optional(
      z.url({ protocol: /^https?$/, error: 'use an http(s) URL such as https://s3.example.com' }),
    ),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_FORCE_PATH_STYLE: flag('false'),
    // The usual AWS variables; unset: the SDK's own chain (profile files, the instance's role).
    AWS_ACCESS_KEY_ID: optional(z.string()),
    AWS_SECRET_ACCESS_KEY: optional(z.string()),
    AWS_SESSION_TOKEN: optional(z.string()),
    // Browser origins allowed to call the public REST reads; empty: this site's own only.
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const origins = value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        const bad = origins.filter((origin) => !isOrigin(origin));
        if (bad.length) {
          ctx.addIssue({
            code: 'custom',
            message: `expected origins such as https://app.example.com (scheme and host, no path): ${bad.join(', ')}`,
          });
          return z.NEVER;
        }
        return origins;
      }),
    // With CORS_ORIGINS: also calls that carry an API token (never cookies), to every /api path.
    CORS_TOKEN_CALLS: flag('false'),
    // The AI assistants' endpoint, POST /mcp; off: no such path, and its code is never loaded.
    MCP: onOff('off'),
    // Webhooks to loopback and private addresses (SSRF guard off): tests, a trusted LAN.
    WEBHOOK_ALLOW_PRIVATE: flag('false'),
    // How often the webhook worker looks for due deliveries.
    WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
    // Deliveries (their payloads with them) are deleted this many days after they were made.
    WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
    // Mail through this SMTP server (notifications, password resets, invitations); unset: none.
    SMTP_URL: optional(
      z
        .url({
          protocol: /^smtps?$/,
          hostname: /^.+$/,
          error: 'use smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465',
        })
        // nodemailer takes options from the query (requireTLS=false…): they would send the
        // password in clear text where SMTP_ALLOW_PLAINTEXT says not to.
        .refine(
          (value) => !value.includes('?'),
          'takes no query string (?…): TLS is set by smtp:// or smtps://, and SMTP_ALLOW_PLAINTEXT',
        ),
    ),
    // SMTP_URL's user and password may go to a server that offers no STARTTLS (in clear text).
    SMTP_ALLOW_PLAINTEXT: flag('false'),
    MAIL_FROM: optional(
      z
        .string()
        .refine(
          isMailbox,
          'use an address, or a name and an address: Studio <noreply@studio.example>',
        ),
    ),
    // Who is told of each new contact message and application.
    NOTIFY_EMAILS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const addresses = value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        const bad = addresses.filter((address) => !isEmail(address));
        if (bad.length) {
          ctx.addIssue({
            code: 'custom',
            message: `expected comma-separated e-mail addresses: ${bad.join(', ')}`,
          });
          return z.NEVER;
        }
        return addresses;
      }),
    // How often the mail worker looks for mails that are due.
    MAIL_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
    // The site's languages (content, pages): the first is the default, answered without ?locale=.
    LOCALES: locales,
    // The money equipment day rates are in, written by each visitor's locale.
    CURRENCY: currency,
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'use an http(s) URL such as https://studio.example' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  })
  .superRefine((e, ctx) => {
    if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'],
        message: 'set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY together',
      });
    }
    if (!e.S3_BUCKET && e.S3_ENDPOINT) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_ENDPOINT needs S3_BUCKET' });
    }
    if (e.NOTIFY_EMAILS.length > 0 && !e.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'NOTIFY_EMAILS needs SMTP_URL' });
    }
    if (e.SMTP_URL && !e.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "SMTP_URL needs PUBLIC_URL: mails link to the site's address",
      });
    }
  });

type ParsedEnv = z.output<typeof envSchema>;

/** Mail settings, when SMTP_URL is set (the schema then asks for PUBLIC_URL too). */
function mailOf(e: ParsedEnv) {
  if (!e.SMTP_URL || !e.PUBLIC_URL) return undefined;
  return {
    smtpUrl: e.SMTP_URL,
    /** SMTP_URL's credentials may be sent without TLS (SMTP_ALLOW_PLAINTEXT). */
    allowPlaintextAuth: e.SMTP_ALLOW_PLAINTEXT,
    from: e.MAIL_FROM ?? `noreply@${new URL(e.PUBLIC_URL).hostname}`,
    /** Told of each new contact message and application; empty: nobody. */
    notify: e.NOTIFY_EMAILS,
    pollMs: e.MAIL_POLL_MS,
    /** The site's address, which the mails' links start with. */
    publicUrl: e.PUBLIC_URL,
  };
}

function storageOf(e: ParsedEnv, uploadsDir: string) {
  if (!e.S3_BUCKET) return { kind: 'local', root: uploadsDir } as const;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, sessionToken: e.AWS_SESSION_TOKEN }
        : undefined,
  } as const;
}

/** The variables by name, as the environment holds them: strings. */
export type Env = { [K in keyof z.input<typeof envSchema>]?: string };

export function loadConfig(env: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = fromRoot(e.DATA_DIR);
  const uploadsDir = resolve(dataDir, 'uploads');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    /** The embedded SQLite file, used unless `databaseUrl` is set. */
    databaseFile: resolve(dataDir, 'studio.sqlite'),
    /** PostgreSQL, for several server processes sharing one database. */
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    uploadsDir,
    /** Where uploads live: the uploads folder, or a bucket when S3_BUCKET is set. */
    storage: storageOf(e, uploadsDir),
    /** Holds the running server's process id, so operator commands can tell it is running. */
    pidFile: resolve(dataDir, 'server.pid'),
    registration: e.REGISTRATION,
    setupToken: e.SETUP_TOKEN,
    cvMaxBytes: e.CV_MAX_BYTES,
    media: {
      limits: { imageMaxBytes: e.MEDIA_IMAGE_MAX_BYTES, videoMaxBytes: e.MEDIA_VIDEO_MAX_BYTES },
      video: { ffmpeg: e.FFMPEG_PATH, ffprobe: e.FFPROBE_PATH },
      /** Uploads are written here whole before they are checked and stored. */
      tempDir: resolve(dataDir, 'tmp'),
    },
    seedDemo: e.SEED_DEMO,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    /** `required-for-admins`: an admin's session without a second factor may only enrol one. */
    twoFactor: e.TWO_FACTOR,
    rateLimits: {
      loginFailures: e.RATE_LIMIT_LOGIN,
      loginFailuresPerIp: e.RATE_LIMIT_LOGIN_IP,
      register: e.RATE_LIMIT_REGISTER,
      inbox: e.RATE_LIMIT_INBOX,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      /** Calls to POST /mcp, per API token. */
      mcp: e.RATE_LIMIT_MCP,
    },
    hashing: { concurrency: e.HASH_CONCURRENCY, queue: e.HASH_QUEUE },
    trpcMaxBatch: e.TRPC_MAX_BATCH,
    formMinAgeMs: e.FORM_MIN_SECONDS * 1000,
    /** Versions kept of each content record (its history). */
    revisionsKeep: e.REVISIONS_KEEP,
    /** A content import's caps: its records, and its body (413 above either). */
    importLimits: { maxRows: e.IMPORT_MAX_ROWS, maxBytes: e.IMPORT_MAX_BYTES },
    /** Days the activity log keeps its entries (purged daily). */
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    /** Days messages and applications (with their CVs) are kept; undefined: until deleted. */
    inboxRetentionDays: e.INBOX_RETENTION_DAYS,
    /** Days the inboxes' spam folders keep what the spam guard held back (purged daily). */
    spamRetentionDays: e.SPAM_RETENTION_DAYS,
    timeouts: {
      bodyIdleMs: e.BODY_IDLE_TIMEOUT_S * 1000,
      headersMs: e.HEADERS_TIMEOUT_S * 1000,
      shutdownMs: e.SHUTDOWN_TIMEOUT_S * 1000,
    },
    logLevel: e.LOG_LEVEL,
    /** The site's languages (LOCALES), the default first: more than one turns localization on. */
    locales: e.LOCALES,
    /** The ISO 4217 code the site's prices are in (CURRENCY). */
    currency: e.CURRENCY,
    /** The site's address for absolute links (canonical, sitemap); else the request's own. */
    publicUrl: e.PUBLIC_URL,
    /** Browser origins that may call the public REST reads (CORS). */
    corsOrigins: e.CORS_ORIGINS,
    /** Those origins may also make API-token calls (any /api path), never cookie calls. */
    corsTokenCalls: e.CORS_TOKEN_CALLS,
    /** Opens GET /metrics to a scraper that presents it; unset: no such path. */
    metricsToken: e.METRICS_TOKEN,
    /** POST /mcp for AI assistants (MCP=on); off: /mcp is 404 and the MCP SDK is not loaded. */
    mcp: e.MCP,
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, pollMs: e.WEBHOOK_POLL_MS },
    /** Days webhook deliveries are kept, payloads included (purged daily). */
    webhookDeliveryRetentionDays: e.WEBHOOK_DELIVERY_RETENTION_DAYS,
    /** Sending mail (SMTP_URL); undefined: the server sends none. */
    mail: mailOf(e),
    /** The built SPA. */
    webDist: e.WEB_DIST ? fromRoot(e.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
  };
}

export type Config = ReturnType<typeof loadConfig>;
