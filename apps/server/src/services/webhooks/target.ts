import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { messages } from '@studio/contracts';

/**
 * Addresses a webhook must not reach (SSRF): this machine, private networks, link-local
 * (cloud metadata services live there) and unspecified ones. BlockList also matches the
 * IPv4-mapped IPv6 forms (::ffff:10.0.0.1) against the IPv4 ranges.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fc00::', 7],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why a webhook URL may not be called now (a message), or null when every address its host
 * resolves to is public. Checked at create time and again before each attempt, as DNS answers
 * change.
 */
export async function refusedTarget(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return messages.webhooks.unresolvable;
  }
  if (addresses.length === 0) return messages.webhooks.unresolvable;
  return addresses.some(({ address }) => isPrivateAddress(address))
    ? messages.webhooks.privateAddress
    : null;
}
