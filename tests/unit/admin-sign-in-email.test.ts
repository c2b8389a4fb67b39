/** @jest-environment node */
import { renderSignInEmail } from '@/lib/admin/sign-in-email';

describe('the sign-in email', () => {
  const url = 'https://www.talentbridge.se/admin/sign-in/verify?token=abc&x=<y>';

  it('carries the link, escaped in HTML and plain in text, and says how long it works', async () => {
    const email = await renderSignInEmail('sv', url, 15);
    expect(email.subject).toContain('Logga in');
    expect(email.text).toContain(url);
    expect(email.text).toContain('15\u00a0minuter');
    expect(email.html).toContain('token=abc&amp;x=&lt;y&gt;');
    expect(email.html).not.toContain('<y>');
  });

  it('speaks English when asked', async () => {
    const email = await renderSignInEmail('en', url, 15);
    expect(email.subject).toContain('Sign in');
    expect(email.text).toContain('15 minutes');
  });
});
