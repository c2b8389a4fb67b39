import { adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { RULE_PLACEHOLDERS } from '@/lib/faq/rule-placeholders';

/** Which rule placeholders an answer may use ({floor}, {median}...), from the list the page fills. */
export async function PlaceholderHelp() {
  const t = await adminTranslator('AdminFaq');
  // Indexed by name; tests/unit/admin-messages.test.ts checks that every placeholder has one.
  const descriptions: Record<string, string> = (await adminMessages()).AdminFaq.placeholders;
  return (
    <section aria-labelledby="placeholders" className="rounded-lg bg-canvas p-4 text-sm">
      <h2 id="placeholders" className="font-semibold">
        {t('placeholdersTitle')}
      </h2>
      <p className="mt-1">{t('placeholdersIntro')}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {RULE_PLACEHOLDERS.map((name) => (
          <div key={name} className="contents">
            <dt>
              <code>{`{${name}}`}</code>
            </dt>
            <dd>{descriptions[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
