import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** Whether a bind address (HOST) is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIPv4(host)) return loopback.check(host, 'ipv4');
  if (isIPv6(host)) return loopback.check(host, 'ipv6');
  return false;
}

/** The eight 16-bit groups of an IPv6 address, "::" expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...right];
}

/**
 * The network a client address stands for, as rate limits count it: an IPv4 address itself
 * (also when IPv4-mapped), an IPv6 address by its /64, which one subscriber usually holds
 * whole (counting single addresses would let one host rotate through 2^64 of them).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.split('%')[0] ?? ip).slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group || '0', 16).toString(16)).join(':')}::/64`;
}

/** A forwarded entry some proxies write with a port ("203.0.113.7:4000", "[2001:db8::1]:443"), without it. */
function withoutPort(entry: string): string {
  const match = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry) ?? /^\[([^\]]+)\]:\d+$/.exec(entry);
  return match?.[1] && isIP(match[1]) ? match[1] : entry;
}

/**
 * The client's address as limits, sessions and logs take it. Behind trusted proxies Fastify
 * reads it from `ips` (the socket's address, then each forwarded one the proxies vouch for,
 * nearest first), but the chain stops before an entry that is no address ("unknown", garbage):
 * the hop that passed it on stands for the client, so made-up values cannot each open a
 * rate-limit bucket of their own. An address with a port counts as the address.
 */
export function clientAddress({ ip, ips = [ip] }: { ip: string; ips?: string[] | undefined }) {
  const addresses = ips.map(withoutPort);
  const chosen = ips.lastIndexOf(ip);
  const bad = addresses.findIndex((address) => isIP(address) === 0);
  const at = bad !== -1 && (chosen === -1 || bad <= chosen) ? bad - 1 : chosen;
  return addresses[at] ?? withoutPort(ip);
}
