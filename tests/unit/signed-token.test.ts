/** @jest-environment node */
import { signToken, verifyToken } from '@/lib/security/signed-token';

const key = Buffer.from('a test key that is long enough to sign with');
const other = Buffer.from('another key, the one of a different install');
const now = Date.UTC(2026, 10, 23, 12);

describe('signed link tokens', () => {
  const token = signToken(key, { purpose: 'confirm', subject: 'row-1', expires: now / 1000 + 60 });

  test('a token verifies for its purpose until it expires', () => {
    expect(verifyToken(key, token, 'confirm', now)).toEqual({ ok: true, subject: 'row-1' });
    expect(verifyToken(key, token, 'confirm', now + 59_000)).toEqual({
      ok: true,
      subject: 'row-1',
    });
    expect(verifyToken(key, token, 'confirm', now + 60_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  test('another purpose, another key or a changed character is refused', () => {
    expect(verifyToken(key, token, 'unsubscribe', now)).toEqual({ ok: false, reason: 'purpose' });
    expect(verifyToken(other, token, 'confirm', now)).toEqual({ ok: false, reason: 'signature' });
    const [payload, signature] = token.split('.');
    const tampered = `${Buffer.from('confirm:row-2:9999999999').toString('base64url')}.${signature}`;
    expect(verifyToken(key, tampered, 'confirm', now)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyToken(key, `${payload}.${signature}x`, 'confirm', now)).toMatchObject({
      ok: false,
    });
  });

  test('tokens without expiry never expire; junk is malformed, not an exception', () => {
    const forever = signToken(key, { purpose: 'unsubscribe', subject: 'row-1' });
    expect(verifyToken(key, forever, 'unsubscribe', Date.UTC(2100, 0))).toEqual({
      ok: true,
      subject: 'row-1',
    });
    for (const junk of [undefined, null, 42, '', '.', 'a.b.c', 'x'.repeat(600), '\u0000.\u0000']) {
      expect(verifyToken(key, junk, 'unsubscribe', now)).toMatchObject({ ok: false });
    }
  });

  test('the reserved separator cannot be smuggled into a claim', () => {
    expect(() => signToken(key, { purpose: 'confirm', subject: 'a:b' })).toThrow();
  });
});
