/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The locale has one type: next-intl's `Locale`, from the AppConfig of global.d.ts. A second
// declaration ('sv' | 'en', or a `type XLocale =`) would drift from routing.locales unnoticed.
const ROOTS = ['app', 'components', 'lib'];
const SKIP = [path.join('lib', 'db', 'generated')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (SKIP.includes(file)) return [];
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const SECOND_LOCALE_TYPE = /'sv'\s*\|\s*'en'|'en'\s*\|\s*'sv'|\btype\s+\w*Locale\s*=/;

test('no locale type besides next-intl’s Locale', () => {
  const offenders = ROOTS.flatMap(sourceFiles).filter((file) =>
    SECOND_LOCALE_TYPE.test(readFileSync(file, 'utf8')),
  );
  expect(offenders).toEqual([]);
});

test('the check sees a second declaration', () => {
  expect(SECOND_LOCALE_TYPE.test("export type MailLocale = 'sv' | 'en';")).toBe(true);
  expect(SECOND_LOCALE_TYPE.test("import type { Locale } from 'next-intl';")).toBe(false);
});
