import { createHmac } from 'node:crypto';

/**
 * The X-Studio-Signature value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. The
 * time is signed with the body, so a receiver that refuses old times refuses replays.
 */
export function signPayload(secret: string, body: string, at = Date.now()): string {
  const t = Math.floor(at / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
