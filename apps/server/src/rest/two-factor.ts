import {
  access,
  recoveryCodesAnswerSchema,
  totpDisableSchema,
  totpEnableSchema,
  totpSetupAnswerSchema,
} from '@studio/contracts';
import { messageAnswer } from './answers';
import { type RestRoute, route } from './route';

const tag = 'Two-factor sign-in';

/** The caller's own TOTP (RFC 6238): set up, turn on with a first code, turn off. */
export const twoFactorRoutes = (): RestRoute[] => [
  route({
    method: 'post',
    path: '/api/account/totp/setup',
    operationId: 'setupTotp',
    summary: 'A new TOTP secret for the caller, waiting for its first code (replaces one waiting)',
    tag,
    access: access.twoFactor.setup,
    success: [
      {
        status: 200,
        description: 'The secret as text and as an otpauth:// address for a QR code',
        name: 'TotpSetup',
        schema: totpSetupAnswerSchema,
      },
    ],
    refusals: [409],
    refusalNotes: { 409: 'Two-factor sign-in is already on: turn it off first' },
    handler: (req) => req.server.services.twoFactor.setup(req.actor),
  }),
  route({
    method: 'post',
    path: '/api/account/totp/enable',
    operationId: 'enableTotp',
    summary: "Turn two-factor sign-in on with the app's first code; answers the recovery codes",
    tag,
    access: access.twoFactor.enable,
    body: { kind: 'json', name: 'TotpEnable', schema: totpEnableSchema },
    success: [
      {
        status: 200,
        description: 'On: ten single-use recovery codes, shown this once',
        name: 'RecoveryCodes',
        schema: recoveryCodesAnswerSchema,
      },
    ],
    refusals: [409],
    refusalNotes: {
      400: 'The code is missing, malformed, or not the current code of the new secret',
      409: 'Nothing set up to turn on, or two-factor sign-in is already on',
    },
    handler: (req) => req.server.services.twoFactor.enable(req.actor, req.body),
  }),
  route({
    method: 'post',
    path: '/api/account/totp/disable',
    operationId: 'disableTotp',
    summary: "Turn two-factor sign-in off with the account's password",
    tag,
    access: access.twoFactor.disable,
    body: { kind: 'json', name: 'TotpDisable', schema: totpDisableSchema },
    success: [{ status: 200, description: 'Off', ...messageAnswer }],
    refusals: [429],
    refusalNotes: { 400: 'The password is missing or wrong (`issues` names `password`)' },
    handler: (req) => req.server.services.twoFactor.disable(req.actor, req.body),
  }),
];
