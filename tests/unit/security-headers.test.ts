/** @jest-environment node */
import {
  apiHeaders,
  contentSecurityPolicy,
  pageHeaders,
  staticFileHeaders,
} from '@/lib/security/headers';

const byKey = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map((h) => [h.key, h.value]));

describe('security headers', () => {
  it('give pages the hardening headers and a CSP for exactly what the site loads', () => {
    const headers = byKey(pageHeaders());
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src https:\/\/calendly\.com/);
    expect(csp).toMatch(/script-src 'self' .*https:\/\/embed\.tawk\.to/);
  });

  it('replaces unsafe-inline with script hashes when they are known', () => {
    const csp = contentSecurityPolicy(['sha256-abc=']);
    expect(csp).toContain("'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('give static files only the transport headers', () => {
    expect(byKey(staticFileHeaders())).toEqual({
      'Strict-Transport-Security': byKey(pageHeaders())['Strict-Transport-Security'],
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('lock API responses down completely', () => {
    const headers = byKey(apiHeaders());
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
