import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import { messages } from '@studio/contracts';
import ipaddr from 'ipaddr.js';
import type { RequestInit, Response } from 'undici';

/**
 * What an address is to a webhook (SSRF): `public` (global unicast, always allowed), `local`
 * (this machine or a private network: allowed with WEBHOOK_ALLOW_PRIVATE=true only) or
 * `forbidden` (multicast, broadcast, reserved, documentation, benchmarking and every other
 * special-purpose range: never a webhook's receiver).
 */
type Verdict = 'public' | 'local' | 'forbidden';

/** ipaddr.js range names; a name not listed here is forbidden. */
const IPV4_VERDICTS: Record<string, Verdict> = {
  unicast: 'public',
  unspecified: 'local',
  loopback: 'local',
  private: 'local',
  linkLocal: 'local',
  carrierGradeNat: 'local',
};
const IPV6_VERDICTS: Record<string, Verdict> = {
  unicast: 'public',
  unspecified: 'local',
  loopback: 'local',
  linkLocal: 'local',
  uniqueLocal: 'local',
  deprecatedSiteLocal: 'local',
};

/** IANA's global unicast block: ipaddr.js calls every unnamed IPv6 address "unicast". */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** The machine's own addresses, read at each check (interfaces come and go). */
export function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const { address } of entries ?? []) {
      if (ipaddr.isValid(address)) own.add(ipaddr.parse(address).toNormalizedString());
    }
  }
  return own;
}

function judgeIPv4(ip: ipaddr.IPv4, own: ReadonlySet<string>): Verdict {
  const verdict = IPV4_VERDICTS[ip.range()] ?? 'forbidden';
  return verdict === 'public' && own.has(ip.toNormalizedString()) ? 'local' : verdict;
}

/**
 * The IPv4 addresses an IPv6 address carries, which is where its packets end up: mapped
 * (::ffff:a.b.c.d), SIIT (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96,
 * and 64:ff9b:1::/48 in its /96 layout), 6to4 (2002:AABB:CCDD::) and Teredo (server and
 * client). Null when it carries none; an empty list when it is NAT64 in a layout we cannot
 * read (so nothing vouches for it).
 */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const bytes = ip.toByteArray();
  const at = (from: number) => new ipaddr.IPv4(bytes.slice(from, from + 4));
  switch (ip.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [at(12)];
    case 'rfc6052':
      return bytes.slice(6, 12).every((byte) => byte === 0) ? [at(12)] : [];
    case '6to4':
      return [at(2)];
    case 'teredo':
      return [at(4), new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff))];
  }
  return bytes.slice(0, 12).every((byte) => byte === 0) ? [at(12)] : null;
}

function judgeIPv6(ip: ipaddr.IPv6, own: ReadonlySet<string>): Verdict {
  const named = IPV6_VERDICTS[ip.range()];
  // :: and ::1 are themselves, not IPv4-compatible 0.0.0.0 and 0.0.0.1.
  if (named === 'local') return named;
  const carried = embeddedIPv4(ip);
  if (carried) return worst(carried.map((v4) => judgeIPv4(v4, own)));
  if (named !== 'public' || !ip.match(GLOBAL_UNICAST_V6)) return 'forbidden';
  return own.has(ip.toNormalizedString()) ? 'local' : 'public';
}

const SEVERITY: Verdict[] = ['public', 'local', 'forbidden'];
const worst = (verdicts: Verdict[]): Verdict =>
  verdicts.length === 0
    ? 'forbidden'
    : verdicts.reduce((a, b) => (SEVERITY.indexOf(b) > SEVERITY.indexOf(a) ? b : a));

/** What an IP address is to a webhook; anything that is not an IP address is forbidden. */
export function judgeAddress(address: string, own: ReadonlySet<string> = ownAddresses()): Verdict {
  if (!ipaddr.isValid(address)) return 'forbidden';
  const ip = ipaddr.parse(address);
  return ip instanceof ipaddr.IPv4 ? judgeIPv4(ip, own) : judgeIPv6(ip, own);
}

/** Whether a webhook may connect to an address. */
export type AddressPolicy = (address: string) => boolean;

/** The real policy: public addresses, and local ones too when private targets are allowed. */
export const addressPolicy =
  (allowPrivate: boolean): AddressPolicy =>
  (address) => {
    const verdict = judgeAddress(address);
    return verdict === 'public' || (allowPrivate && verdict === 'local');
  };

/** Every address a host name resolves to (an IP address resolves to itself). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** A target refused: its message is the one an admin and the delivery log read. */
export class RefusedTarget extends Error {}

/** The seams tests replace (production: the system resolver and the real policy). */
export interface TargetCheckOptions {
  allowPrivate: boolean;
  resolve?: Resolver;
  allows?: AddressPolicy;
}

/**
 * Checks webhook targets: a host is refused unless it resolves and every address it resolves
 * to is allowed (one bad answer among good ones refuses it, as a rebinding host would mix
 * them).
 */
export function createTargetCheck({
  allowPrivate,
  resolve = systemResolver,
  allows = addressPolicy(allowPrivate),
}: TargetCheckOptions) {
  /** The host's addresses, every one allowed; else throws RefusedTarget. */
  async function checkedAddresses(host: string): Promise<[LookupAddress, ...LookupAddress[]]> {
    const [first, ...more] = await resolve(host).catch(() => []);
    if (!first) throw new RefusedTarget(messages.webhooks.unresolvable);
    if (![first, ...more].every(({ address }) => allows(address))) {
      throw new RefusedTarget(messages.webhooks.privateAddress);
    }
    return [first, ...more];
  }

  return {
    checkedAddresses,
    /**
     * Why a webhook URL may not be called now (a message), or null. Checked at create time
     * and before each attempt, as DNS answers change.
     */
    async refused(url: string): Promise<string | null> {
      try {
        await checkedAddresses(new URL(url).hostname.replace(/^\[(.*)\]$/, '$1'));
        return null;
      } catch (error) {
        if (error instanceof RefusedTarget) return error.message;
        throw error;
      }
    },
  };
}

export type TargetCheck = ReturnType<typeof createTargetCheck>;

/**
 * undici's fetch with a dispatcher whose connections go only to checked addresses: the socket's
 * DNS lookup is the check (DNS rebinding: the name is not resolved again behind it). An IP
 * address in the URL is not looked up by the socket; `refused` checks it before the attempt.
 * undici is loaded here, at the first delivery: a server that sends none never parses it.
 */
export async function guardedFetch(check: TargetCheck) {
  const { Agent, fetch } = await import('undici');
  const lookup: LookupFunction = (hostname, options, callback) => {
    check.checkedAddresses(hostname).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
  const dispatcher = new Agent({ connect: { lookup } });
  return {
    fetch: (url: string, init: Omit<RequestInit, 'dispatcher'>): Promise<Response> =>
      fetch(url, { ...init, dispatcher }),
    close: () => dispatcher.close(),
  };
}
