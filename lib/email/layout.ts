import type { Locale } from 'next-intl';
import { site } from '@/lib/site';
import { escapeHtml } from './escape';

// A deliberately plain HTML shell: inline styles only (mail clients drop <style> and classes),
// one column, system fonts. `body` must already be escaped HTML.
export function htmlDocument(locale: Locale, title: string, body: string): string {
  const footer = [site.legalName, site.phone, site.email, site.url].map(escapeHtml).join(' · ');
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2933;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;line-height:1.5;">
${body}
</div>
<p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center;">${footer}</p>
</body>
</html>`;
}

export function textFooter(): string {
  return ['--', site.legalName, site.phone, site.email, site.url].join('\n');
}
