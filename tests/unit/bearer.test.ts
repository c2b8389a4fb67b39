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
