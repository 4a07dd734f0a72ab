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
