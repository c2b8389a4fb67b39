/** @jest-environment node */
import { headerAddress, headerSafe } from '@/lib/email/escape';
import { academyConfirmationDetails } from '@/lib/email/labels';
import {
  renderStaffNotification,
  renderVisitorConfirmation,
  type LeadEmailContent,
} from '@/lib/email/templates';
import type { RenderedEmail } from '@/lib/email/render';

const hostile: LeadEmailContent = {
  kind: 'contact',
  visitor: {
    email: 'eve@example.com',
    name: '<script>alert(1)</script>\r\nBcc: victim@example.com',
    language: 'en',
  },
  fields: {
    name: '<script>alert(1)</script>\r\nBcc: victim@example.com',
    company: 'Evil & Co "quoted"',
    message: 'line one\nline <b>two</b>',
    consentPrivacy: true,
  },
};

describe('escaping helpers', () => {
  test('a rendered email escapes the five HTML metacharacters', async () => {
    const email = await renderStaffNotification({
      kind: 'contact',
      visitor: { email: 'a@b.se', language: 'sv' },
      fields: { message: `<a href="x" title='y'>&</a>` },
    });
    expect(email.html).toContain('&lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;&amp;&lt;/a&gt;');
  });

  test('headerSafe removes CR, LF and other controls and caps the length', () => {
    expect(headerSafe('Hello\r\nBcc: x@y.z\u0000\u2028end')).toBe('Hello Bcc: x@y.z end');
    expect(headerSafe('a'.repeat(300), 20)).toHaveLength(20);
    // A subject reads as it is: no override can show a name reversed.
    expect(headerSafe('Ny lead: \u202Enna\u202C\u200B')).toBe('Ny lead: nna');
  });

  test('headerAddress keeps plain addresses and drops anything that could add headers', () => {
    expect(headerAddress(' anna@example.se ')).toBe('anna@example.se');
    expect(headerAddress('anna@example.se\r\nBcc: victim@example.com')).toBeNull();
    expect(headerAddress('Anna <anna@example.se>')).toBeNull();
    expect(headerAddress('')).toBeNull();
  });
});

describe('staff notification', () => {
  let email: RenderedEmail;
  beforeAll(async () => {
    email = await renderStaffNotification(hostile);
  });

  test('never contains the visitor input as live HTML', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Evil &amp; Co &quot;quoted&quot;');
    expect(email.html).toContain('line one<br/>line &lt;b&gt;two&lt;/b&gt;');
  });

  test('has a one-line subject even when the name carries CR/LF', () => {
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toMatch(/^Nytt kontaktmeddelande: <script>alert\(1\)<\/script> Bcc: /);
  });

  test('has a plain-text part with Swedish labels', () => {
    expect(email.text).toContain('Företag: Evil & Co "quoted"');
    expect(email.text).toContain('Samtycke till behandling av personuppgifter: Ja');
    expect(email.text).toContain('Språk: Engelska');
  });

  test('shows labels, not the codes the forms send', async () => {
    const coded = await renderStaffNotification({
      kind: 'contact',
      visitor: { email: 'a@b.se', language: 'sv' },
      fields: { service: 'recruitment' },
    });
    expect(coded.text).toContain('Tjänst: Internationell rekrytering');
    expect(coded.text).toContain('Språk: Svenska');
    expect(coded.text).not.toMatch(/: (recruitment|sv)$/m);
  });
});

describe('visitor confirmation', () => {
  test('is written in the visitor language, escaped, without echoing their message', async () => {
    const en = await renderVisitorConfirmation(hostile);
    expect(en.subject).toBe('Thank you for your message – Talent Bridge Sweden');
    expect(en.html).toMatch(/<html [^>]*lang="en"/);
    expect(en.html).not.toContain('<script>');
    expect(en.html).not.toContain('line one');
    expect(en.text).toContain('by the next working day');
    expect(en.subject).not.toMatch(/[\r\n]/);
  });

  test('Swedish for a Swedish visitor, with the promised reply time of the form', async () => {
    const sv = await renderVisitorConfirmation({
      kind: 'techsverige',
      visitor: { email: 'a@b.se', name: 'Åsa', language: 'sv' },
      fields: {},
    });
    expect(sv.subject).toBe('Tack för er förfrågan – Talent Bridge Sweden');
    expect(sv.text).toMatch(/^Hej!\n/);
    expect(sv.text).toContain('senast nästa arbetsdag');
  });

  test('repeats nothing the visitor typed, not even the name, in any kind', async () => {
    const typed = {
      name: 'Your account is locked verify at https://evil.example/login now',
      firstName: 'Callnow',
      lastName: 'Supportdesk',
      company: 'Evil Co',
      message: 'free text',
      reference: 'more free text',
      title: 'Chiefofstaff',
    };
    for (const kind of ['contact', 'techsverige', 'reference', 'academy'] as const) {
      for (const language of ['sv', 'en'] as const) {
        const email = await renderVisitorConfirmation({
          kind,
          visitor: { email: 'victim@example.com', name: typed.name, language },
          fields: typed,
        });
        const all = `${email.subject}\n${email.html}\n${email.text}`;
        for (const value of [...Object.values(typed), 'victim@example.com', 'locked', 'evil']) {
          expect([kind, language, all.includes(value)]).toEqual([kind, language, false]);
        }
      }
    }
  });

  test('the academy confirmation states the price that applied and what happens next', async () => {
    for (const [language, price, invoice] of [
      ['sv', '4\u00a0995\u00a0kr exkl. moms', 'faktura'],
      ['en', 'SEK 4,995 excl. VAT', 'invoice'],
    ] as const) {
      const email = await renderVisitorConfirmation({
        kind: 'academy',
        visitor: { email: 'a@b.se', name: 'Åsa', language },
        fields: {},
        confirmationDetails: academyConfirmationDetails(4995, language),
      });
      expect(email.text).toContain(price);
      expect(email.text).toContain(invoice);
      expect(email.html).toContain(invoice);
    }
  });
});
