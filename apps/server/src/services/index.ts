import type { DatabaseHandle } from '@studio/db';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { noMetrics, type ServiceMetrics } from '../metrics';
import type { ObjectStorage } from '../storage';
import { createAccountService } from './accounts/account';
import { createApiTokenService } from './accounts/api-tokens';
import { createAuthService } from './accounts/auth';
import { createInvitationService } from './accounts/invitations';
import { createPasskeyService } from './accounts/passkeys';
import { createPasswordHasher, type PasswordHashing } from './accounts/password';
import { createPasswordResetService } from './accounts/password-reset';
import { createAccountStanding } from './accounts/standing';
import { createTwoFactorService } from './accounts/two-factor/service';
import { createUsersService } from './accounts/users';
import { createAuditLog } from './audit';
import { createPresenceService } from './content/presence';
import { createContentService } from './content/service';
import { createSingletonService } from './content/singletons';
import { createSiteMapService } from './content/site-map';
import { createTrashService } from './content/trash';
import { createDashboardService } from './dashboard';
import { createHealthService } from './health';
import { createCvStorage } from './inbox/cv-storage';
import { createPrivacyService } from './inbox/privacy';
import { createInboxService } from './inbox/service';
import { createSpamGuard } from './inbox/spam-guard';
import { createLocales } from './locales';
import { createMailOutbox } from './mail/outbox';
import { createMediaService } from './media/service';
import { rateLimiters } from './rate-limiter';
import { createWebhookService } from './webhooks/service';

/** The one service layer both transports (and the operator's CLI) call. */
export function createServices({
  database,
  storage,
  config,
  log,
  metrics = noMetrics,
  now = Date.now,
  passwordHashing,
}: {
  database: DatabaseHandle;
  storage: ObjectStorage;
  config: Config;
  log: Logger;
  metrics?: ServiceMetrics;
  /**
   * The time (ms since the epoch) publishing schedules, two-factor codes, how recently a
   * session signed in and how long ago a public form was rendered are read against.
   */
  now?: (() => number) | undefined;
  /** How new password hashes are made: scrypt at today's cost unless a test says otherwise. */
  passwordHashing?: PasswordHashing | undefined;
}) {
  const { db, contentVersion } = database;
  const deps = { db, contentVersion, config, log, rateLimiter: rateLimiters(database, metrics) };
  const hasher = createPasswordHasher(config.hashing, passwordHashing);
  const cvStorage = createCvStorage(storage, metrics);
  const spamGuard = createSpamGuard({ db, minAgeMs: config.formMinAgeMs, now });
  const audit = createAuditLog({ db, log, now, retentionDays: config.auditRetentionDays });
  const locales = createLocales(config.locales);
  const webhooks = createWebhookService({
    db,
    log,
    allowPrivate: config.webhooks.allowPrivate,
    audit,
    retentionDays: config.webhookDeliveryRetentionDays,
    now,
  });
  const content = createContentService(deps, webhooks.events, {
    now,
    revisionsKeep: config.revisionsKeep,
    importLimits: config.importLimits,
    audit,
    locales,
  });
  const trash = createTrashService({
    db,
    events: webhooks.events,
    audit,
    now,
    revisionsKeep: config.revisionsKeep,
    locales,
  });
  const mail = createMailOutbox({ db, log, settings: config.mail, cvStorage });
  const twoFactor = createTwoFactorService({ ...deps, hasher, audit, now });
  const standing = createAccountStanding({ db, config });
  const auth = createAuthService({ ...deps, hasher, audit, twoFactor, standing, now });
  return {
    /** The named rate limits, for a transport's own count (the MCP endpoint's, per token). */
    rateLimiter: deps.rateLimiter,
    auth,
    twoFactor,
    account: createAccountService({ ...deps, hasher, audit }),
    users: createUsersService({ ...deps, hasher, audit }),
    apiTokens: createApiTokenService({ db, audit, standing }),
    content,
    dashboard: createDashboardService({ db, now }),
    siteMap: createSiteMapService(content),
    singletons: createSingletonService({ db, audit, locales }),
    locales,
    forms: { token: () => spamGuard.issue() },
    health: createHealthService({ db, storage, log }),
    webhooks,
    media: createMediaService({ db, storage, audit, trashSince: trash.since, ...config.media }),
    audit,
    trash,
    mail,
    passwordReset: createPasswordResetService({ ...deps, hasher, audit, mail }),
    passkeys: createPasskeyService({ ...deps, audit, auth }),
    presence: createPresenceService({ db, content, now }),
    privacy: createPrivacyService({ db, cvStorage, audit }),
    invitations: createInvitationService({
      db,
      hasher,
      audit,
      mail,
      startSession: auth.startSession,
    }),
    ...createInboxService({
      ...deps,
      cvStorage,
      spamGuard,
      events: webhooks.events,
      audit,
      now,
      notify: mail.notify,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
