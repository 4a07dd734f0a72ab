import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseFile: resolve('./data/studio.sqlite'),
      cvDir: resolve('./data/uploads/cvs'),
      registration: 'closed',
      cvMaxBytes: 10 * 1024 * 1024,
      seedDemo: true,
      cookieSecure: false,
      sessionTtlMs: 168 * 3_600_000,
      rateLimits: {
        loginFailures: { points: 5, seconds: 300 },
        register: { points: 5, seconds: 60 },
        inbox: { points: 10, seconds: 600 },
      },
      logLevel: 'info',
    });
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/studio',
      REGISTRATION: 'open',
      CV_MAX_BYTES: '2048',
      SEED_DEMO: '0',
      COOKIE_SECURE: 'true',
      SESSION_TTL_HOURS: '2',
      RATE_LIMIT_LOGIN: '3/60',
      RATE_LIMIT_REGISTER: ' 1/1 ',
      RATE_LIMIT_INBOX: '100/3600',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/srv/web',
      DATABASE_URL: '',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/studio',
      databaseFile: '/srv/studio/studio.sqlite',
      cvDir: '/srv/studio/uploads/cvs',
      registration: 'open',
      cvMaxBytes: 2048,
      seedDemo: false,
      cookieSecure: true,
      sessionTtlMs: 7_200_000,
      rateLimits: {
        loginFailures: { points: 3, seconds: 60 },
        register: { points: 1, seconds: 1 },
        inbox: { points: 100, seconds: 3600 },
      },
      logLevel: 'silent',
      webDist: '/srv/web',
    });
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'http'],
    ['REGISTRATION', 'maybe'],
    ['CV_MAX_BYTES', '-1'],
    ['CV_MAX_BYTES', 'ten megabytes'],
    ['CV_MAX_BYTES', '1.5'],
    ['SEED_DEMO', 'yes'],
    ['COOKIE_SECURE', 'TRUE'],
    ['SESSION_TTL_HOURS', '0'],
    ['LOG_LEVEL', 'loud'],
    ['DATA_DIR', ''],
  ])('rejects %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: .+`),
    );
  });

  it.each(['RATE_LIMIT_LOGIN', 'RATE_LIMIT_REGISTER', 'RATE_LIMIT_INBOX'])(
    'rejects a malformed %s with the expected format',
    (name) => {
      for (const value of ['5', '5/', '/300', 'five/300', '5/300/1', '-1/60']) {
        expect(() => loadConfig({ [name]: value })).toThrow(
          `Invalid configuration:\n  ${name}: expected "points/seconds", e.g. 5/300`,
        );
      }
    },
  );

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', REGISTRATION: 'x', LOG_LEVEL: 'x' })).toThrow(
      /PORT: .+\n {2}REGISTRATION: .+\n {2}LOG_LEVEL: .+/,
    );
  });

  it('says that DATABASE_URL (PostgreSQL) is not supported yet', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://user:secret@db/studio' })).toThrow(
      'Invalid configuration:\n  DATABASE_URL: PostgreSQL (DATABASE_URL) is not supported yet; unset it to use SQLite in DATA_DIR',
    );
  });

  it('does not echo the value of a rejected variable', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'postgres://user:secret@db/studio' });
    } catch (error) {
      message = String(error);
    }
    expect(message).not.toContain('secret');
  });
});
