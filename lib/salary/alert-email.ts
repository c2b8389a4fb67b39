import type { Locale } from 'next-intl';
import type { RenderedEmail } from '@/lib/email/render';
import { renderButtonLetter } from '@/lib/email/templates';
import { formatLongDate } from '@/lib/i18n/dates';
import { translatorFor } from '@/lib/i18n/translator';
import { site } from '@/lib/site';
import { dateOf } from './rule-store';
import type { RuleWarning } from './warnings';

// The words of a warning that the salary rules may be out of date (messages: AdminSalary), for
// the back office's front page and the staff's email (lib/salary/alerts.ts) alike.

/** A warning as a sentence (AdminSalary.warnings), for the back office and the email alike. */
export function warningText(warning: RuleWarning, locale: Locale): string {
  const t = translatorFor(locale, 'AdminSalary');
  if (warning.kind !== 'percentage_rule_ends') {
    return t(`warnings.${warning.kind}`, { year: String(warning.year) });
  }
  return t('warnings.percentage_rule_ends', {
    situation: warning.situation,
    date: formatLongDate(dateOf(warning.lastDay), locale, 'UTC'),
  });
}

/** The staff's email about one warning, with a button to the salary rules. */
export function renderAlertEmail(warning: RuleWarning, locale: Locale): Promise<RenderedEmail> {
  const t = translatorFor(locale, 'AdminSalary');
  return renderButtonLetter(
    locale,
    t('alertEmail.subject'),
    {
      lead: warningText(warning, locale),
      button: { href: `${site.url}/admin/salary`, label: t('alertEmail.button') },
      note: t('alertEmail.note'),
    },
    false,
  );
}
