import { messages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, refusedTarget } from './target';

describe('the webhook SSRF guard', () => {
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
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('checks what a host name resolves to, unless private targets are allowed', async () => {
    expect(await refusedTarget('http://localhost:8080/x', false)).toBe(
      messages.webhooks.privateAddress,
    );
    expect(await refusedTarget('http://[::1]/x', false)).toBe(messages.webhooks.privateAddress);
    expect(await refusedTarget('http://localhost:8080/x', true)).toBeNull();
    expect(await refusedTarget('http://no-such-host.invalid/x', false)).toBe(
      messages.webhooks.unresolvable,
    );
  });
});
