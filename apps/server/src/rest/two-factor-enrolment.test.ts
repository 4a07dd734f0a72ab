import { messages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  authHeaders,
  cookieHeaders,
  createTestApp,
  errorBody,
  HOST,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { codeAt, enrolTotp, IN_A_STEP, STEP_MS } from '../test-support/totp';
import { type TrpcError, trpcMutate } from '../test-support/trpc';
import { appRouter } from '../trpc/root';
import type { Operation } from './route';
import { restRouteTable } from './table';

const verbs = { get: 'GET', post: 'POST', patch: 'PATCH', delete: 'DELETE' } as const;

/** What tRPC keeps of a procedure: whether it is a query or a mutation. */
const procedureType = (value: unknown): string | undefined => {
  if (typeof value !== 'function' || !('_def' in value)) return undefined;
  const definition: unknown = value._def;
  return typeof definition === 'object' && definition !== null && 'type' in definition
    ? String(definition.type)
    : undefined;
};

/** Every tRPC procedure by its path ("users.list"), as the router flattens them. */
const procedures = Object.entries(appRouter._def.procedures).flatMap(([path, value]) => {
  const type = procedureType(value);
  return type ? [{ path, type }] : [];
});

// Every route and procedure, twice: room for a busy machine.
describe('TWO_FACTOR=required-for-admins: a session that must enrol reaches nothing else', {
  timeout: 90_000,
}, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TWO_FACTOR: 'required-for-admins' } });
    token = await registerAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const callRest = (route: Operation, headers: Record<string, string>) =>
    t.app.inject({
      method: verbs[route.method],
      // Any value for a parameter: the refusal comes before the record is looked up.
      url: route.path.replace(/:\w+/g, 'x'),
      headers: { ...headers, 'content-type': 'application/json' },
      ...(route.method === 'get' ? {} : { payload: '{}' }),
    });

  const callTrpc = (procedure: { path: string; type: string }, headers: Record<string, string>) =>
    procedure.type === 'query'
      ? t.app.inject({ url: `/trpc/${procedure.path}`, headers })
      : trpcMutate(t.app, procedure.path, {}, headers);

  it('every REST call for accounts but the enrolment, by bearer token and by cookie, is 403', async () => {
    // Signing out ends the session the others need: it is tried last, elsewhere.
    const routes = restRouteTable().filter((route) => route.access.level !== 'public');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      for (const headers of [authHeaders(token), cookieHeaders(token)]) {
        const res = await callRest(route, headers);
        const what = `${route.method} ${route.path}`;
        if (route.access.enrolment) {
          expect(res.statusCode, what).not.toBe(403);
          expect(res.statusCode, what).not.toBe(401);
        } else {
          expect(res.statusCode, what).toBe(403);
          expect(res.json(), what).toEqual(errorBody(messages.twoFactor.enrolFirst));
        }
      }
    }
  });

  it('every tRPC procedure an anonymous caller is refused is 403 for it, but the enrolment', async () => {
    const enrolment = new Set(['twoFactor.status', 'twoFactor.setup', 'twoFactor.enable']);
    let refused = 0;
    for (const procedure of procedures) {
      const anonymous = await callTrpc(procedure, {});
      if (anonymous.statusCode !== 401) continue;
      refused += 1;
      const res = await callTrpc(procedure, authHeaders(token));
      if (enrolment.has(procedure.path)) {
        expect([401, 403], procedure.path).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, procedure.path).toBe(403);
        expect(res.json<TrpcError>().error.message, procedure.path).toBe(
          messages.twoFactor.enrolFirst,
        );
      }
    }
    expect(refused).toBeGreaterThan(50);
  });
});

describe('the secret, the recovery codes and the codes are never logged', () => {
  it('through set-up, turning on, signing in with a code and with a recovery code, and off', async () => {
    let clock = IN_A_STEP;
    const t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, now: () => clock });
    try {
      const token = await registerAdmin(t.app);
      const { secret, recoveryCodes } = await enrolTotp(t.app, token, clock);
      clock += 3 * STEP_MS;
      const code = codeAt(secret, clock);
      const signIn = (withCode: string) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { ...ADMIN, code: withCode } });
      expect((await signIn(code)).statusCode).toBe(200);
      expect((await signIn(code)).statusCode).toBe(401);
      const recoveryCode = recoveryCodes[0] ?? '';
      expect((await signIn(recoveryCode)).statusCode).toBe(200);
      const off = await t.app.inject({
        method: 'POST',
        url: '/api/account/totp/disable',
        headers: { ...authHeaders(token), host: HOST },
        payload: { password: ADMIN.password },
      });
      expect(off.statusCode, off.body).toBe(200);

      const logged = JSON.stringify(t.logs());
      expect(logged).toContain('two-factor sign-in turned off');
      for (const secretText of [secret, ...recoveryCodes]) {
        expect(logged).not.toContain(secretText);
        expect(logged).not.toContain(secretText.replace(/-/g, ''));
      }
      // Six digits may turn up inside a timestamp: the code is looked for as a value.
      expect(logged).not.toMatch(new RegExp(`[^\\d]${code}[^\\d]`));
    } finally {
      await t.close();
    }
  });
});
