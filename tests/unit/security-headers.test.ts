/** @jest-environment node */
import { parseEnvironment } from '@/lib/env';
import { chatSources, isCspOrigin } from '@/lib/security/csp-sources';
import {
  apiHeaders,
  contentSecurityPolicy,
  pageHeaders,
  staticFileHeaders,
  STRICT_TRANSPORT_SECURITY,
  withUpgradeInsecureRequests,
} from '@/lib/security/headers';

/** The policy's directives as name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const byKey = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map((h) => [h.key, h.value]));

describe('security headers', () => {
  it('give pages the hardening headers and a CSP for exactly what the site loads', () => {
    const headers = byKey(pageHeaders());
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

  it('lets only the chat script’s own origin run scripts, and WebSockets only connect', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://embed.tawk.to']);
    for (const [name, sources] of csp) {
      if (name !== 'connect-src') expect(sources.filter((s) => s.startsWith('wss:'))).toEqual([]);
    }
    // The default provider's other hosts, written out in lib/site.ts.
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://embed.tawk.to',
      'https://*.tawk.to',
      'wss://*.tawk.to',
    ]);
  });

  it('replaces unsafe-inline with script hashes when they are known', () => {
    const csp = contentSecurityPolicy(['sha256-abc=']);
    expect(csp).toContain("'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('give static files only the transport headers', () => {
    expect(byKey(staticFileHeaders())).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(byKey(staticFileHeaders({ alwaysHttps: true }))).toEqual({
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('leave the https-only headers out of the fixed headers, unless every request is https', () => {
    for (const headers of [pageHeaders(), apiHeaders(), staticFileHeaders()].map(byKey)) {
      expect(headers['Strict-Transport-Security']).toBeUndefined();
      expect(headers['Content-Security-Policy'] ?? '').not.toContain('upgrade-insecure-requests');
    }
    const vercel = byKey(pageHeaders({ alwaysHttps: true }));
    expect(vercel['Strict-Transport-Security']).toMatch(
      /^max-age=\d{8}; includeSubDomains; preload$/,
    );
    expect(vercel['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/);
    expect(byKey(apiHeaders({ alwaysHttps: true }))['Strict-Transport-Security']).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
  });

  it('add upgrade-insecure-requests to a policy once', () => {
    const once = withUpgradeInsecureRequests("default-src 'self'");
    expect(once).toBe("default-src 'self'; upgrade-insecure-requests");
    expect(withUpgradeInsecureRequests(once)).toBe(once);
  });

  it('never derive a wildcard from the chat host', () => {
    for (const url of ['https://chat.example.co.uk/embed', 'https://10.0.0.1:8443/x']) {
      const { origin } = new URL(url);
      expect(chatSources(url, [])).toEqual({
        script: [origin],
        assets: [origin],
        connect: [origin],
      });
    }
    expect(chatSources('https://chat.example.co.uk', ['wss://ws.example.co.uk'])).toEqual({
      script: ['https://chat.example.co.uk'],
      assets: ['https://chat.example.co.uk'],
      connect: ['https://chat.example.co.uk', 'wss://ws.example.co.uk'],
    });
  });

  it('take only origins as chat and booking sources', () => {
    for (const ok of [
      'https://api.chat.example',
      'wss://ws.chat.example:8443',
      'https://*.chat.example',
      'https://192.0.2.10',
    ]) {
      expect([ok, isCspOrigin(ok)]).toEqual([ok, true]);
    }
    for (const bad of [
      'http://chat.example',
      'https://chat.example/path',
      "https://chat.example; script-src 'unsafe-eval'",
      'https://*.0.1',
      'https://*.example',
      'https://999.1.1.1',
      'https://user@chat.example',
      '*',
      'https:',
    ]) {
      expect([bad, isCspOrigin(bad)]).toEqual([bad, false]);
    }
    expect(() => parseEnvironment({ CHAT_ORIGINS: 'https://a.example, https://*.0.1' })).toThrow(
      /CHAT_ORIGINS/,
    );
    expect(() => parseEnvironment({ CHAT_SCRIPT_URL: 'wss://chat.example' })).toThrow(
      /CHAT_SCRIPT_URL/,
    );
    expect(
      parseEnvironment({ CHAT_ORIGINS: ' https://A.example ,wss://b.example' }).CHAT_ORIGINS,
    ).toEqual(['https://a.example', 'wss://b.example']);
  });

  it('lock API responses down completely', () => {
    const headers = byKey(apiHeaders());
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
