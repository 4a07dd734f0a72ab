import { join, resolve } from 'node:path';
import { currencyMessages, localeMessages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const root = resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('has working defaults for an empty environment, with the data folder at the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(root, 'data'),
      databaseFile: join(root, 'data/studio.sqlite'),
      uploadsDir: join(root, 'data/uploads'),
      storage: { kind: 'local', root: join(root, 'data/uploads') },
      pidFile: join(root, 'data/server.pid'),
      registration: 'closed',
      setupToken: undefined,
      cvMaxBytes: 10 * 1024 * 1024,
      seedDemo: true,
      cookieSecure: false,
      trustProxy: false,
      sessionTtlMs: 168 * 3_600_000,
      twoFactor: 'off',
      rateLimits: {
        loginFailures: { points: 5, seconds: 300 },
        loginFailuresPerIp: { points: 20, seconds: 300 },
        register: { points: 5, seconds: 60 },
        inbox: { points: 10, seconds: 600 },
        mcp: { points: 120, seconds: 60 },
      },
      mcp: false,
      hashing: { concurrency: 2, queue: 4 },
      trpcMaxBatch: 10,
      formMinAgeMs: 3000,
      timeouts: { bodyIdleMs: 60_000, headersMs: 10_000, shutdownMs: 10_000 },
      logLevel: 'info',
      webhookDeliveryRetentionDays: 30,
      webDist: join(root, 'apps/web/dist'),
    });
  });

  it('takes a relative DATA_DIR or WEB_DIST from the repository root, whatever the working folder', () => {
    const config = loadConfig({ DATA_DIR: 'var/site', WEB_DIST: 'build/web' });
    expect(process.cwd()).not.toBe(root);
    expect(config.dataDir).toBe(join(root, 'var/site'));
    expect(config.databaseFile).toBe(join(root, 'var/site/studio.sqlite'));
    expect(config.webDist).toBe(join(root, 'build/web'));
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/studio',
      REGISTRATION: 'open',
      SETUP_TOKEN: 'a-long-enough-setup-token',
      CV_MAX_BYTES: '2048',
      MEDIA_IMAGE_MAX_BYTES: '4096',
      MEDIA_VIDEO_MAX_BYTES: '8192',
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe',
      SEED_DEMO: '0',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      SESSION_TTL_HOURS: '2',
      TWO_FACTOR: 'required-for-admins',
      RATE_LIMIT_LOGIN: '3/60',
      RATE_LIMIT_LOGIN_IP: '30/600',
      RATE_LIMIT_REGISTER: ' 1/1 ',
      RATE_LIMIT_INBOX: '100/3600',
      RATE_LIMIT_PASSWORD_RESET: '3/900',
      RATE_LIMIT_MCP: '30/60',
      HASH_CONCURRENCY: '4',
      HASH_QUEUE: '0',
      TRPC_MAX_BATCH: '20',
      FORM_MIN_SECONDS: '0',
      REVISIONS_KEEP: '7',
      IMPORT_MAX_ROWS: '300',
      IMPORT_MAX_BYTES: '65536',
      AUDIT_RETENTION_DAYS: '30',
      BODY_IDLE_TIMEOUT_S: '120',
      HEADERS_TIMEOUT_S: '5',
      SHUTDOWN_TIMEOUT_S: '30',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/srv/web',
      DATABASE_URL: '',
      CORS_ORIGINS: ' https://app.example.com, http://localhost:5173 ',
      CORS_TOKEN_CALLS: 'true',
      MCP: 'on',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '250',
      WEBHOOK_DELIVERY_RETENTION_DAYS: '7',
      LOCALES: 'en, es,pt-BR',
      CURRENCY: 'EUR',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/studio',
      databaseFile: '/srv/studio/studio.sqlite',
      databaseUrl: undefined,
      databasePoolMax: 10,
      uploadsDir: '/srv/studio/uploads',
      storage: { kind: 'local', root: '/srv/studio/uploads' },
      pidFile: '/srv/studio/server.pid',
      registration: 'open',
      setupToken: 'a-long-enough-setup-token',
      cvMaxBytes: 2048,
      media: {
        limits: { imageMaxBytes: 4096, videoMaxBytes: 8192 },
        video: { ffmpeg: '/opt/ffmpeg/bin/ffmpeg', ffprobe: '/opt/ffmpeg/bin/ffprobe' },
        tempDir: '/srv/studio/tmp',
      },
      seedDemo: false,
      cookieSecure: true,
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      sessionTtlMs: 7_200_000,
      twoFactor: 'required-for-admins',
      rateLimits: {
        loginFailures: { points: 3, seconds: 60 },
        loginFailuresPerIp: { points: 30, seconds: 600 },
        register: { points: 1, seconds: 1 },
        inbox: { points: 100, seconds: 3600 },
        passwordReset: { points: 3, seconds: 900 },
        mcp: { points: 30, seconds: 60 },
      },
      hashing: { concurrency: 4, queue: 0 },
      trpcMaxBatch: 20,
      formMinAgeMs: 0,
      revisionsKeep: 7,
      importLimits: { maxRows: 300, maxBytes: 65536 },
      auditRetentionDays: 30,
      spamRetentionDays: 30,
      timeouts: { bodyIdleMs: 120_000, headersMs: 5000, shutdownMs: 30_000 },
      logLevel: 'silent',
      corsOrigins: ['https://app.example.com', 'http://localhost:5173'],
      corsTokenCalls: true,
      mcp: true,
      webhooks: { allowPrivate: true, pollMs: 250 },
      webhookDeliveryRetentionDays: 7,
      locales: ['en', 'es', 'pt-BR'],
      currency: 'EUR',
      webDist: '/srv/web',
    });
  });

  it('reads CURRENCY as an ISO 4217 code (INR unless set), and stops on an unknown one', () => {
    expect(loadConfig({}).currency).toBe('INR');
    // Empty is unset, as for the other settings.
    expect(loadConfig({ CURRENCY: '' }).currency).toBe('INR');
    expect(loadConfig({ CURRENCY: 'USD' }).currency).toBe('USD');
    expect(() => loadConfig({ CURRENCY: 'RUPEES' })).toThrow(
      `Invalid configuration:\n  CURRENCY: ${currencyMessages.unknown('RUPEES')}`,
    );
    // Codes are upper case, as ISO 4217 writes them.
    expect(() => loadConfig({ CURRENCY: 'inr' })).toThrow(currencyMessages.unknown('inr'));
  });

  it('reads LOCALES as tags, the first the default (en alone unless set), and stops on a bad one', () => {
    expect(loadConfig({}).locales).toEqual(['en']);
    expect(loadConfig({ LOCALES: 'es,en' }).locales).toEqual(['es', 'en']);
    expect(loadConfig({ LOCALES: 'zh-Hant-TW,es-419' }).locales).toEqual(['zh-Hant-TW', 'es-419']);
    expect(() => loadConfig({ LOCALES: 'en,,es' })).toThrow(
      `Invalid configuration:\n  LOCALES: ${localeMessages.emptyTag}`,
    );
    // Empty is unset, as for the other settings.
    expect(loadConfig({ LOCALES: '' }).locales).toEqual(['en']);
    expect(() => loadConfig({ LOCALES: 'en,english' })).toThrow(
      `Invalid configuration:\n  LOCALES: ${localeMessages.badTag('english')}`,
    );
    expect(() => loadConfig({ LOCALES: 'en,ES' })).toThrow(localeMessages.badTag('ES'));
    expect(() => loadConfig({ LOCALES: 'en,es,en' })).toThrow(
      `Invalid configuration:\n  LOCALES: ${localeMessages.duplicate('en')}`,
    );
  });

  it('reads TRUST_PROXY as off, everything, or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof hops !== 'function') throw new Error('a hop count becomes a function');
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'http'],
    ['REGISTRATION', 'maybe'],
    ['CV_MAX_BYTES', '-1'],
    ['CV_MAX_BYTES', 'ten megabytes'],
    ['CV_MAX_BYTES', '1.5'],
    ['SEED_DEMO', 'yes'],
    ['WEBHOOK_ALLOW_PRIVATE', 'yes'],
    ['WEBHOOK_POLL_MS', '0'],
    ['WEBHOOK_DELIVERY_RETENTION_DAYS', '0'],
    ['WEBHOOK_DELIVERY_RETENTION_DAYS', '1.5'],
    ['WEBHOOK_DELIVERY_RETENTION_DAYS', 'a month'],
    ['REVISIONS_KEEP', '0'],
    ['IMPORT_MAX_ROWS', '0'],
    ['IMPORT_MAX_BYTES', '100'],
    ['AUDIT_RETENTION_DAYS', '0'],
    ['COOKIE_SECURE', 'TRUE'],
    ['SESSION_TTL_HOURS', '0'],
    ['TWO_FACTOR', 'always'],
    ['LOG_LEVEL', 'loud'],
    ['DATA_DIR', ''],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['PUBLIC_URL', 'goldhill.example'],
    ['PUBLIC_URL', 'ftp://goldhill.example'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['SETUP_TOKEN', 'short'],
    ['HASH_CONCURRENCY', '0'],
    ['TRPC_MAX_BATCH', '5'],
    ['BODY_IDLE_TIMEOUT_S', '0'],
    ['FORM_MIN_SECONDS', '-1'],
    ['S3_BUCKET', 'Not_A_Bucket'],
    ['S3_ENDPOINT', 'minio.internal:9000'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['CORS_ORIGINS', 'https://app.example.com/path'],
    ['CORS_ORIGINS', 'app.example.com'],
    ['CORS_ORIGINS', 'https://app.example.com/'],
    ['CORS_ORIGINS', 'ftp://files.example.com'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['SMTP_URL', 'https://mail.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['NOTIFY_EMAILS', 'team@studio.example, nobody'],
    ['NOTIFY_EMAILS', 'team@studio.example;boss@studio.example'],
    ['MAIL_FROM', 'Studio <nobody>'],
    ['MAIL_FROM', 'Studio'],
    ['MAIL_POLL_MS', '0'],
  ])('rejects %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: .+`),
    );
  });

  it.each([
    'RATE_LIMIT_LOGIN',
    'RATE_LIMIT_LOGIN_IP',
    'RATE_LIMIT_REGISTER',
    'RATE_LIMIT_INBOX',
    'RATE_LIMIT_PASSWORD_RESET',
    'RATE_LIMIT_MCP',
  ])('rejects a malformed %s with the expected format', (name) => {
    for (const value of ['5', '5/', '/300', 'five/300', '5/300/1', '-1/60']) {
      expect(() => loadConfig({ [name]: value })).toThrow(
        `Invalid configuration:\n  ${name}: expected "points/seconds", e.g. 5/300`,
      );
    }
  });

  it('turns MCP on with on or true, off with off or false (the default), and nothing else', () => {
    expect(loadConfig({ MCP: 'on' }).mcp).toBe(true);
    expect(loadConfig({ MCP: 'true' }).mcp).toBe(true);
    expect(loadConfig({ MCP: 'off' }).mcp).toBe(false);
    expect(loadConfig({ MCP: 'false' }).mcp).toBe(false);
    expect(() => loadConfig({ MCP: 'yes' })).toThrow(
      'Invalid configuration:\n  MCP: use on or off',
    );
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', REGISTRATION: 'x', LOG_LEVEL: 'x' })).toThrow(
      /PORT: .+\n {2}REGISTRATION: .+\n {2}LOG_LEVEL: .+/,
    );
  });

  it('selects PostgreSQL for a postgres:// URL, with a pool of 10 unless told otherwise', () => {
    const url = 'postgres://studio:secret@db.internal:5432/studio';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({
      databaseUrl: url,
      databasePoolMax: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://db/studio', DATABASE_POOL_MAX: '25' }),
    ).toMatchObject({ databaseUrl: 'postgresql://db/studio', databasePoolMax: 25 });
  });

  it('refuses a DATABASE_URL of another database, and a pool of none', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@db/studio' })).toThrow(
      'Invalid configuration:\n  DATABASE_URL: use a PostgreSQL URL such as postgres://user:password@host:5432/studio, or unset it for SQLite in DATA_DIR',
    );
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX: /);
  });

  it('keeps uploads in an S3 bucket when S3_BUCKET is set, with the AWS credentials given', () => {
    expect(loadConfig({ S3_BUCKET: '' }).storage).toEqual({
      kind: 'local',
      root: join(root, 'data/uploads'),
    });
    expect(loadConfig({ S3_BUCKET: 'studio-uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'studio-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'studio-uploads',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'key-id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'studio-uploads',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret', sessionToken: undefined },
    });
  });

  it('refuses half a key pair, and an S3 endpoint without a bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'studio', AWS_ACCESS_KEY_ID: 'key-id' })).toThrow(
      'Invalid configuration:\n  AWS_SECRET_ACCESS_KEY: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY together',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: S3_ENDPOINT needs S3_BUCKET',
    );
  });

  it('sends no mail without SMTP_URL, and with it mails from MAIL_FROM (or noreply@ the site)', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '', NOTIFY_EMAILS: ' ' }).mail).toBeUndefined();
    expect(
      loadConfig({
        SMTP_URL: 'smtps://studio:secret@mail.example.com:465',
        PUBLIC_URL: 'https://studio.example/',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://studio:secret@mail.example.com:465',
      allowPlaintextAuth: false,
      from: 'noreply@studio.example',
      notify: [],
      pollMs: 1000,
      publicUrl: 'https://studio.example',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mail.example.com:587',
        PUBLIC_URL: 'https://studio.example',
        MAIL_FROM: 'Goldhill Studios <hello@studio.example>',
        NOTIFY_EMAILS: ' team@studio.example, boss@studio.example ,',
        MAIL_POLL_MS: '250',
        SMTP_ALLOW_PLAINTEXT: 'true',
      }).mail,
    ).toMatchObject({
      allowPlaintextAuth: true,
      from: 'Goldhill Studios <hello@studio.example>',
      notify: ['team@studio.example', 'boss@studio.example'],
      pollMs: 250,
    });
  });

  it('refuses NOTIFY_EMAILS without SMTP_URL, and SMTP_URL without PUBLIC_URL', () => {
    expect(() => loadConfig({ NOTIFY_EMAILS: 'team@studio.example' })).toThrow(
      'Invalid configuration:\n  SMTP_URL: NOTIFY_EMAILS needs SMTP_URL',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      "Invalid configuration:\n  PUBLIC_URL: SMTP_URL needs PUBLIC_URL: mails link to the site's address",
    );
  });

  it('refuses any query string in SMTP_URL: its options would overrule SMTP_ALLOW_PLAINTEXT', () => {
    for (const query of ['?requireTLS=false', '?ignoreTLS=true&secure=false', '?', '/?x']) {
      for (const base of ['smtp://user:secret@mail.example.com', 'smtps://mail.example.com:465']) {
        const env = { SMTP_URL: `${base}${query}`, PUBLIC_URL: 'https://studio.example' };
        expect(() => loadConfig(env), env.SMTP_URL).toThrow(
          'Invalid configuration:\n  SMTP_URL: takes no query string (?…): TLS is set by smtp:// or smtps://, and SMTP_ALLOW_PLAINTEXT',
        );
      }
    }
  });

  it('does not echo the value of a rejected variable', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:secret@db/studio' });
    } catch (error) {
      message = String(error);
    }
    expect(message).not.toContain('secret');
    try {
      loadConfig({ SMTP_URL: 'imap://user:secret@mail.example.com' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain('SMTP_URL');
    expect(message).not.toContain('secret');
  });
});
