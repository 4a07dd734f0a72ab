import { z } from 'zod';
import { optionalText, requiredText, tooLongMessage } from './fields';

export const PASSKEY_NAME_MAX = 100;

/** base64url text (the WebAuthn JSON encoding of bytes), at most `max` characters. */
const base64url = (max: number) =>
  z
    .string()
    .max(max, tooLongMessage(max))
    .regex(/^[A-Za-z0-9_-]*$/, 'Use base64url text.');

// Credential ids are at most 1023 bytes; the rest bound what an authenticator sends.
const credentialId = () => base64url(1_400).min(1);
const small = () => base64url(8_192);

const transports = z.array(z.string().max(32)).max(10);

/** The extension outputs the browser reports: none is asked for, so only this one is read. */
const clientExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

const attachment = z.enum(['platform', 'cross-platform']);
const requirement = z.enum(['discouraged', 'preferred', 'required']);
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device']));

/** What every `PublicKeyCredential.toJSON()` holds beside its `response`. */
const credentialJson = z.object({
  id: credentialId(),
  rawId: credentialId(),
  type: z.literal('public-key'),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults,
});

/** The browser's answer to a registration (`PublicKeyCredential.toJSON()` of a new credential). */
export const registrationResponseSchema = credentialJson.extend({
  response: z.object({
    clientDataJSON: small(),
    // Attestation certificates make it the largest part.
    attestationObject: base64url(65_536),
    authenticatorData: base64url(65_536).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: small().optional(),
  }),
});

/** The browser's answer to a sign-in (`PublicKeyCredential.toJSON()` of an assertion). */
export const authenticationResponseSchema = credentialJson.extend({
  response: z.object({
    clientDataJSON: small(),
    authenticatorData: small(),
    signature: small(),
    userHandle: base64url(512).optional(),
  }),
});

const name = () => requiredText(PASSKEY_NAME_MAX).transform((value) => value.trim());

/** Adds the passkey the browser made for the registration options; without a name, one is given. */
export const addPasskeySchema = z.object({
  name: optionalText(PASSKEY_NAME_MAX).transform((value) => value?.trim() || undefined),
  response: registrationResponseSchema,
});

export const renamePasskeySchema = z.object({ name: name() });

export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

/** One of the caller's passkeys, as the account page lists it: never its key. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** null: never used to sign in yet */
  lastUsedAt: z.string().nullable(),
  /**
   * The browser ("Chrome 131 on Linux") and client address of the session that added it, so
   * its owner can tell theirs from a stranger's; null: not known (added before they were kept).
   */
  browser: z.string().nullable(),
  ip: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/**
 * What the browser's `navigator.credentials.create()` is given (as JSON) to make a passkey. No
 * extension is asked for.
 */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: attachment.optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  hints: hints.optional(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** What the browser's `navigator.credentials.get()` is given (as JSON) to sign in. */
export const signInOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: requirement.optional(),
  hints: hints.optional(),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
