import { resolve } from 'node:path';
import { z } from 'zod';

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

/** Every environment variable the server reads; nothing else reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (value) => !value,
      'PostgreSQL (DATABASE_URL) is not supported yet; unset it to use SQLite in DATA_DIR',
    ),
  REGISTRATION: z.enum(['open', 'closed']).default('closed'),
  CV_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  SEED_DEMO: flag('true'),
  COOKIE_SECURE: flag('false'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  RATE_LIMIT_LOGIN: rateLimit('5/300'),
  RATE_LIMIT_REGISTER: rateLimit('5/60'),
  RATE_LIMIT_INBOX: rateLimit('10/600'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

/** The variables by name, as the environment holds them: strings. */
export type Env = { [K in keyof z.input<typeof envSchema>]?: string };

export function loadConfig(env: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: resolve(dataDir, 'studio.sqlite'),
    cvDir: resolve(dataDir, 'uploads', 'cvs'),
    registration: e.REGISTRATION,
    cvMaxBytes: e.CV_MAX_BYTES,
    seedDemo: e.SEED_DEMO,
    cookieSecure: e.COOKIE_SECURE,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    rateLimits: {
      loginFailures: e.RATE_LIMIT_LOGIN,
      register: e.RATE_LIMIT_REGISTER,
      inbox: e.RATE_LIMIT_INBOX,
    },
    logLevel: e.LOG_LEVEL,
    /** The built SPA; the same relative spot from src/ (tsx) and dist/ (built). */
    webDist: resolve(e.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist')),
  };
}

export type Config = ReturnType<typeof loadConfig>;
