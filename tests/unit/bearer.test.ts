/** @jest-environment node */
import { hasBearerSecret } from '@/lib/security/bearer';

const withAuth = (value?: string) =>
  new Request('http://localhost/api/cron', value ? { headers: { authorization: value } } : {});

describe('hasBearerSecret', () => {
  test('accepts exactly "Bearer <secret>"', () => {
    expect(hasBearerSecret(withAuth('Bearer s3cret'), 's3cret')).toBe(true);
  });

  test('refuses a wrong, longer, shorter or missing secret', () => {
    expect(hasBearerSecret(withAuth('Bearer s3creT'), 's3cret')).toBe(false);
    expect(hasBearerSecret(withAuth('Bearer s3cret2'), 's3cret')).toBe(false);
    expect(hasBearerSecret(withAuth('Bearer s3cre'), 's3cret')).toBe(false);
    expect(hasBearerSecret(withAuth('s3cret'), 's3cret')).toBe(false);
    expect(hasBearerSecret(withAuth(), 's3cret')).toBe(false);
  });

  test('with no secret configured nobody is authorized, not even "Bearer "', () => {
    expect(hasBearerSecret(withAuth('Bearer '), undefined)).toBe(false);
    expect(hasBearerSecret(withAuth('Bearer '), '')).toBe(false);
    expect(hasBearerSecret(withAuth(), undefined)).toBe(false);
  });
});

test('the comparison is of two digests of one length, whatever was sent', () => {
  // The time of the check cannot depend on the secret's length: every header, shorter, longer
  // or as long as the secret, reaches one constant-time comparison of 32-byte digests.
  const crypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  const compare = jest.spyOn(crypto, 'timingSafeEqual');
  for (const header of ['', 'B', 'Bearer s3cret', `Bearer ${'x'.repeat(500)}`]) {
    compare.mockClear();
    hasBearerSecret(withAuth(header || undefined), 's3cret');
    expect(compare).toHaveBeenCalledTimes(1);
    const [a, b] = compare.mock.calls[0] as [Buffer, Buffer];
    expect([a.byteLength, b.byteLength]).toEqual([32, 32]);
  }
  compare.mockRestore();
});
