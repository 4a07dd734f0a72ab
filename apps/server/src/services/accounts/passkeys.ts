import { site } from '@studio/content';
import {
  access,
  addPasskeySchema,
  type Passkey,
  passkeyMessages,
  passkeySignInSchema,
  type RegistrationOptions,
  registrationOptionsSchema,
  renamePasskeySchema,
  type SignInOptions,
  signInOptionsSchema,
} from '@studio/contracts';
import {
  type Database,
  deleteExpiredPasskeyChallenges,
  deletePasskey,
  deleteUserPasskeyChallenges,
  findPasskeyByCredentialId,
  findUserById,
  insertPasskey,
  insertPasskeyChallenge,
  listPasskeys,
  type PasskeyPurpose,
  type PasskeyRow,
  recordPasskeyUse,
  renamePasskey,
  takePasskeyChallenge,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import { type Actor, authorize } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, ServiceError, validate } from '../errors';
import type { RateLimiters } from '../rate-limiter';
import type { AuthService, SessionGrant } from './auth';
import { hashToken } from './secrets';
import { browserOf } from './user-agent';

/**
 * Where the passkeys of this site belong: its host name (WebAuthn's relying-party id) and its
 * origin, which the browser writes into every answer. The transport reads them from PUBLIC_URL
 * or the request.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** How long the browser's prompt may stay open, and its challenge usable. */
const CHALLENGE_MS = 5 * 60_000;

// Loaded on the first passkey call: a start, and a server whose users never use passkeys, go
// without its code (and its ASN.1 and certificate parsers).
let library: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => {
  library ??= import('@simplewebauthn/server');
  return library;
};

const clientData = z.object({ challenge: z.string() });

/** The challenge an answer claims to answer (read from its client data), if it names one. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const parsed = clientData.safeParse(
      JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data.challenge : undefined;
  } catch {
    return undefined;
  }
}

const summary = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  browser: row.browser,
  ip: row.ip,
});

const transportsOf = (row: PasskeyRow) => (row.transports ? row.transports.split(' ') : []);

/** The user handle a passkey carries: the account's id, as WebAuthn's bytes. */
const userHandle = (userId: string) => Buffer.from(userId, 'utf8');

/** Why the library refused an answer, for the log (its messages name what did not match). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Passkeys (WebAuthn): an account registers, lists, renames and removes its own; anyone signs
 * in with one. A passkey asks the authenticator for user verification (screen lock,
 * fingerprint), so it is two factors at once: its sign-in is complete on its own.
 */
export function createPasskeyService(deps: {
  db: Kysely<Database>;
  config: Config;
  rateLimiter: RateLimiters;
  audit: AuditLog;
  auth: AuthService;
}) {
  const { db, config, rateLimiter, audit, auth } = deps;
  // The per-address count of failed password sign-ins: a passkey attempt is one too.
  const signInFailuresPerIp = rateLimiter('login-ip', config.rateLimits.loginFailuresPerIp);

  /** Stores a challenge handed out (as its hash), for CHALLENGE_MS. */
  async function keepChallenge(
    challenge: string,
    purpose: PasskeyPurpose,
    owner: { userId: string | null; network: string | null },
  ) {
    await deleteExpiredPasskeyChallenges(db);
    await insertPasskeyChallenge(db, {
      challengeHash: hashToken(challenge),
      purpose,
      ...owner,
      expiresAt: new Date(Date.now() + CHALLENGE_MS).toISOString(),
    });
  }

  /** Uses up the challenge an answer carries: the challenge, or undefined when it is not ours. */
  async function takeChallenge(
    clientDataJSON: string,
    purpose: PasskeyPurpose,
    userId: string | null,
  ) {
    const challenge = challengeOf(clientDataJSON);
    if (challenge === undefined) return undefined;
    const row = await takePasskeyChallenge(db, {
      challengeHash: hashToken(challenge),
      purpose,
      userId,
    });
    return row && { challenge, network: row.network };
  }

  return {
    async list(actor: Actor): Promise<Passkey[]> {
      const user = await authorize(access.passkeys.list, actor);
      return (await listPasskeys(db, user.id)).map(summary);
    },

    /** What the browser needs to make a passkey for the caller's account (one at a time). */
    async registrationOptions(actor: Actor, rp: RelyingParty): Promise<RegistrationOptions> {
      const user = await authorize(access.passkeys.add, actor);
      const { generateRegistrationOptions } = await webauthn();
      const existing = await listPasskeys(db, user.id);
      const options = await generateRegistrationOptions({
        rpName: site.name,
        rpID: rp.id,
        userID: userHandle(user.id),
        userName: user.email,
        userDisplayName: user.email,
        timeout: CHALLENGE_MS,
        attestationType: 'none',
        // A discoverable credential (sign-in without typing the e-mail), always verified.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: transportsOf(row),
        })),
      });
      // A new request replaces the account's earlier one: at most one row per account.
      await deleteUserPasskeyChallenges(db, user.id, 'registration');
      await keepChallenge(options.challenge, 'registration', { userId: user.id, network: null });
      // As the contract describes them (what it leaves out, such as extensions, is not asked for).
      return registrationOptionsSchema.parse(options);
    },

    /** Verifies the browser's new passkey against the account's challenge, and keeps it. */
    async add(actor: Actor, input: unknown, rp: RelyingParty): Promise<Passkey> {
      const user = await authorize(access.passkeys.add, actor);
      const { name, response } = validate(addPasskeySchema, input);
      const taken = await takeChallenge(response.response.clientDataJSON, 'registration', user.id);
      if (!taken) throw new ServiceError('invalid', passkeyMessages.expired);
      const { verifyRegistrationResponse } = await webauthn();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch((error: unknown) => {
        actor.log.warn({ reason: reasonOf(error) }, 'passkey registration refused');
        return undefined;
      });
      if (!verification?.verified) throw new ServiceError('invalid', passkeyMessages.notVerified);
      const { credential } = verification.registrationInfo;
      if (await findPasskeyByCredentialId(db, credential.id)) {
        throw new ServiceError('conflict', passkeyMessages.alreadyRegistered);
      }
      const count = (await listPasskeys(db, user.id)).length;
      const row = await insertPasskey(db, {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(' '),
        name: name ?? passkeyMessages.defaultName(count + 1),
        // What its owner tells it by in the list, and the site it belongs to.
        browser: browserOf(actor.userAgent),
        ip: actor.ip,
        rpId: rp.id,
      });
      await audit.record({
        actor: user.email,
        action: 'passkey-added',
        type: 'account',
        recordId: user.id,
        title: row.name,
      });
      return summary(row);
    },

    async rename(actor: Actor, id: string, input: unknown): Promise<Passkey> {
      const user = await authorize(access.passkeys.rename, actor);
      const { name } = validate(renamePasskeySchema, input);
      const row = await renamePasskey(db, user.id, id, name);
      if (!row) throw notFound();
      return summary(row);
    },

    async remove(actor: Actor, id: string) {
      const user = await authorize(access.passkeys.remove, actor);
      if (!(await deletePasskey(db, user.id, id))) throw notFound();
      await audit.record({
        actor: user.email,
        action: 'passkey-removed',
        type: 'account',
        recordId: user.id,
      });
      return { message: passkeyMessages.removed };
    },

    /**
     * A sign-in's challenge, for any passkey of this site (the browser lets the person choose).
     * Each counts as a failed sign-in from the address until it succeeds: a flood of them is
     * refused as wrong passwords are, which also bounds the challenges kept.
     */
    async signInOptions(actor: Actor, rp: RelyingParty): Promise<SignInOptions> {
      await authorize(access.passkeys.signIn, actor);
      await signInFailuresPerIp.consume(actor.network);
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        timeout: CHALLENGE_MS,
      });
      await keepChallenge(options.challenge, 'sign-in', { userId: null, network: actor.network });
      return signInOptionsSchema.parse(options);
    },

    /** Signs in the account whose passkey signed a sign-in challenge: a full session. */
    async signIn(actor: Actor, input: unknown, rp: RelyingParty): Promise<SessionGrant> {
      await authorize(access.passkeys.signIn, actor);
      const { response } = validate(passkeySignInSchema, input);
      const taken = await takeChallenge(response.response.clientDataJSON, 'sign-in', null);
      if (!taken) {
        // No options call counted this attempt: it counts now.
        await signInFailuresPerIp.consume(actor.network);
        throw new ServiceError('unauthorized', passkeyMessages.expired);
      }
      const passkey = await findPasskeyByCredentialId(db, response.id);
      const user = passkey && (await findUserById(db, passkey.userId));
      const attempt = { email: user?.email ?? '', ip: actor.ip, method: 'passkey' as const };
      const refuse = async (message: string, reason: string) => {
        actor.log.warn({ ...attempt, outcome: 'failure', reason }, 'login attempt');
        await audit.record({
          actor: user?.email ?? null,
          action: 'sign-in-failed',
          type: 'account',
        });
        return new ServiceError('unauthorized', message);
      };
      if (!passkey || !user) throw await refuse(passkeyMessages.unknown, 'unknown passkey');
      // The site reached by another name would verify an answer its key signed for that name
      // (a key copied off its device): a passkey signs in only where it was registered. One
      // added before the id was kept is bound to the first it signs in under.
      if (passkey.rpId !== null && passkey.rpId !== rp.id) {
        throw await refuse(passkeyMessages.notVerified, 'passkey of another relying party');
      }

      const { verifyAuthenticationResponse } = await webauthn();
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: true,
      }).catch((error: unknown) => reasonOf(error));
      if (typeof verification === 'string') {
        throw await refuse(passkeyMessages.notVerified, verification);
      }
      if (!verification.verified) throw await refuse(passkeyMessages.notVerified, 'bad signature');
      // A discoverable passkey names its account; it must be the one it was registered to.
      const handle = response.response.userHandle;
      if (handle !== undefined && !userHandle(user.id).equals(Buffer.from(handle, 'base64url'))) {
        throw await refuse(passkeyMessages.notVerified, 'user handle of another account');
      }
      const use = { counter: verification.authenticationInfo.newCounter, rpId: rp.id };
      if (!(await recordPasskeyUse(db, passkey.id, use))) {
        throw await refuse(passkeyMessages.notVerified, 'signature counter used already');
      }
      await signInFailuresPerIp.forgive(taken.network ?? actor.network);
      auth.refuseInactive(actor, user, attempt);
      return auth.signIn(actor, user, attempt);
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
