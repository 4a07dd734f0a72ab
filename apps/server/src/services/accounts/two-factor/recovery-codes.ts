import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@studio/contracts';
import { hashToken } from '../secrets';

/** Crockford's base32: no i, l, o or u, so a code read aloud or copied by hand stays right. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 16 characters of 5 bits: 80 random bits, beyond guessing even from an unsalted hash. */
const LENGTH = 16;

/** One code, in groups of four: `7kq2-m9xd-4hv0-t3ne`. */
function newRecoveryCode(): string {
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  const characters = [...randomBytes(LENGTH)].map((byte) =>
    ALPHABET.charAt(byte % ALPHABET.length),
  );
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-');
}

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** A code as typed: any case, with or without dashes and spaces, i/l read as 1 and o as 0. */
const normalized = (code: string) =>
  code.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');

/** What is stored of a code, and looked up when one is used. */
export const recoveryCodeHash = (code: string): string => hashToken(normalized(code));
