import type { SessionUser } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { userAllows } from './session-user';

const admin: SessionUser = {
  id: 'a',
  email: 'admin@example.com',
  role: 'admin',
  mustEnrolTwoFactor: false,
};

describe('userAllows', () => {
  it('follows the role', () => {
    expect(userAllows(admin, 'admin')).toBe(true);
    expect(userAllows({ ...admin, role: 'editor' }, 'admin')).toBe(false);
    expect(userAllows({ ...admin, role: 'editor' }, 'editor')).toBe(true);
  });

  it('lets a session that must enrol a second factor call nothing that needs an account', () => {
    const enrolling = { ...admin, mustEnrolTwoFactor: true };
    for (const level of ['signedIn', 'editor', 'admin'] as const) {
      expect(userAllows(enrolling, level), level).toBe(false);
    }
    expect(userAllows(enrolling, 'public')).toBe(true);
  });
});
