/** @jest-environment node */
import { adminContentSecurityPolicy } from '@/lib/admin/middleware';
import { isStaffEmail } from '@/lib/admin/staff-sessions';
import { parseEnvironment } from '@/lib/env';
import { isAdminAddress as isAdminPath } from '@/lib/security/methods';

describe('ADMIN_EMAILS', () => {
  it('is a trimmed, lower-cased list; blanks between commas are ignored', () => {
    const env = parseEnvironment({ ADMIN_EMAILS: ' Anna@Example.com, ,erik@example.com,' });
    expect(env.ADMIN_EMAILS).toEqual(['anna@example.com', 'erik@example.com']);
  });

  it('is empty when unset: nobody may sign in', () => {
    const env = parseEnvironment({});
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(isStaffEmail('anna@example.com', env.ADMIN_EMAILS)).toBe(false);
  });

  it('refuses an entry that is not an address', () => {
    expect(() => parseEnvironment({ ADMIN_EMAILS: 'anna@example.com,not-an-address' })).toThrow(
      /ADMIN_EMAILS/,
    );
  });
});

describe('isStaffEmail', () => {
  const allowed = ['anna@example.com'];
  it('matches whatever the case and surrounding spaces', () => {
    expect(isStaffEmail(' ANNA@example.com ', allowed)).toBe(true);
  });
  it('refuses other addresses, look-alikes and the empty string', () => {
    for (const email of ['erik@example.com', 'anna@example.com.evil', 'anna@example.co', '']) {
      expect(isStaffEmail(email, allowed)).toBe(false);
    }
  });
});

describe('the back office policy', () => {
  it('allows scripts by nonce only, no inline code but the inlined stylesheets, no framing', () => {
    const policy = adminContentSecurityPolicy('abc123');
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((entry) => entry.startsWith(`${name} `))
        ?.slice(name.length + 1);
    expect(directive('script-src')).toBe("'self' 'nonce-abc123' 'strict-dynamic'");
    // Style attributes fall back to style-src: refused. Only <style> elements may be inline.
    expect(directive('style-src')).toBe("'self'");
    expect(directive('style-src-elem')).toBe("'self' 'unsafe-inline'");
    expect(directive('style-src-attr')).toBeUndefined();
    expect(policy.match(/unsafe-inline/g)).toHaveLength(1);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
  });
  it('covers /admin and below, nothing else', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/audit')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath('/en/admin')).toBe(false);
  });
});
