import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetwork, isLoopback } from './network';

describe('isLoopback', () => {
  it('knows every spelling of loopback, and nothing else', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '192.168.1.5',
      'example.com',
      '::ffff:10.0.0.1',
    ]) {
      expect(isLoopback(host), host).toBe(false);
    }
  });
});

describe('clientNetwork', () => {
  it('counts IPv4 addresses one by one, IPv4-mapped ones as IPv4', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const network = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:9',
    ]) {
      expect(clientNetwork(ip), ip).toBe(network);
    }
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});

describe('clientAddress', () => {
  const proxy = '127.0.0.1';
  it('is the address Fastify read, without proxies or when every forwarded entry is one', () => {
    expect(clientAddress({ ip: proxy })).toBe(proxy);
    expect(clientAddress({ ip: '203.0.113.7', ips: [proxy, '203.0.113.7'] })).toBe('203.0.113.7');
  });

  it('stops before a forwarded entry that is no address: the hop that passed it on', () => {
    for (const junk of ['unknown', 'unknown2', '', '203.0.113.7:x', '[::1', '<script>']) {
      expect(clientAddress({ ip: junk, ips: [proxy, junk] }), junk).toBe(proxy);
    }
    expect(clientAddress({ ip: 'unknown', ips: [proxy, '198.51.100.4', 'unknown'] })).toBe(
      '198.51.100.4',
    );
    expect(clientAddress({ ip: '203.0.113.7', ips: [proxy, 'junk', '203.0.113.7'] })).toBe(proxy);
  });

  it('reads an entry written with a port as its address: one bucket per client, not per port', () => {
    expect(clientAddress({ ip: '203.0.113.7:4000', ips: [proxy, '203.0.113.7:4000'] })).toBe(
      '203.0.113.7',
    );
    expect(clientAddress({ ip: '[2001:db8::1]:443', ips: [proxy, '[2001:db8::1]:443'] })).toBe(
      '2001:db8::1',
    );
    expect(
      clientAddress({ ip: '198.51.100.4', ips: [proxy, '203.0.113.7:4000', '198.51.100.4'] }),
    ).toBe('198.51.100.4');
  });
});
