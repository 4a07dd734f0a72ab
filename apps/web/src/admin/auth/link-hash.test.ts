import { describe, expect, it } from 'vitest';
import { parseLinkHash } from './link-hash';

describe('parseLinkHash', () => {
  it('reads "forgot password?" and the mailed links, with or without the #', () => {
    expect(parseLinkHash('forgot')).toEqual({ kind: 'forgot' });
    expect(parseLinkHash('#reset=abc_DEF-123')).toEqual({ kind: 'reset', token: 'abc_DEF-123' });
    expect(parseLinkHash('invite=abc')).toEqual({ kind: 'invite', token: 'abc' });
  });

  it('asks for nothing otherwise', () => {
    for (const hash of ['', '#', 'main', 'reset=', 'reset=a b', 'invite=x=y', 'other=abc']) {
      expect(parseLinkHash(hash), hash).toEqual({ kind: 'none' });
    }
  });
});

describe('a link whose secret left the address bar', () => {
  const kept = { kind: 'reset', token: 'abc' } as const;

  it('reads the bare kind as the kept link', () => {
    expect(parseLinkHash('#reset', kept)).toEqual(kept);
    expect(parseLinkHash('reset', kept)).toEqual(kept);
  });

  it('reads nothing without a kept link of that kind, and a new secret over the kept one', () => {
    expect(parseLinkHash('#reset', undefined)).toEqual({ kind: 'none' });
    expect(parseLinkHash('#invite', kept)).toEqual({ kind: 'none' });
    expect(parseLinkHash('#reset=xyz', kept)).toEqual({ kind: 'reset', token: 'xyz' });
  });
});
