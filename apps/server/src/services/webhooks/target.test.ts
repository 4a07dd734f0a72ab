import { messages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { addressPolicy, createTargetCheck, judgeAddress, ownAddresses } from './target';

/** No interface address of this machine counts, unless a test says so. */
const NONE = new Set<string>();

describe('the webhook SSRF guard: what an address is (nothing is contacted)', () => {
  it.each([
    '93.184.216.34',
    '172.32.0.1',
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '::8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::808:808',
    '64:ff9b:1::808:808',
    '2002:808:808::1',
    // Teredo: server 8.8.8.8, client 8.8.4.4 (stored inverted).
    '2001:0:808:808::f7f7:fbfb',
  ])('%s is public', (address) => {
    expect(judgeAddress(address, NONE)).toBe('public');
  });

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    // IPv4 carried in IPv6 is judged as that IPv4 address.
    '::7f00:1',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2001:0:7f00:1::f7f7:fbfb',
    '2001:0:808:808::80ff:fffe',
  ])('%s is local (private targets only)', (address) => {
    expect(judgeAddress(address, NONE)).toBe('local');
  });

  it.each([
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '198.18.0.1',
    '192.0.0.1',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    'ff02::1',
    'ff05::c',
    '100::1',
    '2001:db8::1',
    '2001:2::1',
    '3fff::1',
    // Outside 2000::/3 and named by nothing: reserved by IANA.
    '4000::1',
    '::ffff:224.0.0.1',
    '64:ff9b::ffff:ffff',
    '2002:c000:201::',
    // Teredo whose client is broadcast; NAT64 under 64:ff9b:1:: in a layout not /96.
    '2001:0:808:808::0:0',
    '64:ff9b:1:0:808:808::',
    'not an address',
  ])('%s is never a target', (address) => {
    expect(judgeAddress(address, NONE)).toBe('forbidden');
  });

  it("counts the machine's own addresses as local, in any form", () => {
    const own = new Set(['93.184.216.34', '2606:4700:0:0:0:0:0:1111']);
    expect(judgeAddress('93.184.216.34', own)).toBe('local');
    expect(judgeAddress('::ffff:93.184.216.34', own)).toBe('local');
    expect(judgeAddress('2002:5db8:d822::', own)).toBe('local');
    expect(judgeAddress('2606:4700::1111', own)).toBe('local');
    expect(judgeAddress('93.184.216.35', own)).toBe('public');
  });

  it("reads the machine's own addresses from its interfaces", () => {
    expect(ownAddresses()).toContain('127.0.0.1');
    expect(ownAddresses()).toContain('0:0:0:0:0:0:0:1');
  });

  it('allows local addresses only with WEBHOOK_ALLOW_PRIVATE; never the forbidden ones', () => {
    const strict = addressPolicy(false);
    const lax = addressPolicy(true);
    expect(['8.8.8.8', '2606:4700::1111'].map(strict)).toEqual([true, true]);
    expect(['127.0.0.1', '::1', '10.0.0.1', '::7f00:1'].map(strict)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['127.0.0.1', '::1', '10.0.0.1', '::7f00:1'].map(lax)).toEqual([true, true, true, true]);
    for (const policy of [strict, lax]) {
      expect(['224.0.0.1', '255.255.255.255', '240.0.0.1', 'ff02::1'].map(policy)).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });
});

describe('the webhook SSRF guard: a target URL', () => {
  it('checks what a host name resolves to, with the system resolver by default', async () => {
    const strict = createTargetCheck({ allowPrivate: false });
    expect(await strict.refused('http://localhost:8080/x')).toBe(messages.webhooks.privateAddress);
    expect(await strict.refused('http://[::1]/x')).toBe(messages.webhooks.privateAddress);
    expect(await strict.refused('http://[::7f00:1]/x')).toBe(messages.webhooks.privateAddress);
    const lax = createTargetCheck({ allowPrivate: true });
    expect(await lax.refused('http://localhost:8080/x')).toBeNull();
    expect(await lax.refused('http://[::1]:8080/x')).toBeNull();
    expect(await lax.refused('http://224.0.0.1/x')).toBe(messages.webhooks.privateAddress);
  });

  it('refuses a name with any refused address among its answers, or none', async () => {
    const answers = (...addresses: string[]) =>
      createTargetCheck({
        allowPrivate: false,
        resolve: async () => addresses.map((address) => ({ address, family: 4 })),
      });
    expect(await answers('8.8.8.8', '8.8.4.4').refused('http://hooks.test/x')).toBeNull();
    expect(await answers('8.8.8.8', '127.0.0.1').refused('http://hooks.test/x')).toBe(
      messages.webhooks.privateAddress,
    );
    expect(await answers().refused('http://hooks.test/x')).toBe(messages.webhooks.unresolvable);
    const failing = createTargetCheck({
      allowPrivate: true,
      resolve: () => Promise.reject(new Error('ENOTFOUND')),
    });
    expect(await failing.refused('http://hooks.test/x')).toBe(messages.webhooks.unresolvable);
  });
});
