import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// The site's copy as the glossary and placeholder tests read it: every string of messages/*.json
// and of the FAQ content, with its language and where it sits.

export type Lang = 'sv' | 'en';
export interface CopyString {
  lang: Lang;
  where: string;
  text: string;
}

const root = path.resolve(__dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

function leaves(value: unknown, where: string): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${where}.${key}`));
  return [];
}

/** Message strings by key path, e.g. `HomePage.hero.cta`. */
export function messages(lang: Lang): Map<string, string> {
  return new Map(leaves(json(`messages/${lang}.json`), '').map(([k, v]) => [k.slice(1), v]));
}

interface FaqFile {
  categories: { id: string; title_sv: string; title_en: string }[];
  faqs: { id: string; [field: string]: unknown }[];
}

/** FAQ texts by `<id>.<field>` without the language suffix, e.g. `faq.academy-price.answer`. */
export function faqTexts(lang: Lang): Map<string, string> {
  const faq = json('prisma/content/faq.json') as FaqFile;
  const texts = new Map<string, string>();
  for (const c of faq.categories) texts.set(`category.${c.id}.title`, c[`title_${lang}`]);
  for (const f of faq.faqs) {
    for (const field of ['question', 'answer']) {
      const text = f[`${field}_${lang}`];
      if (typeof text === 'string') texts.set(`faq.${f.id}.${field}`, text);
    }
  }
  return texts;
}

export function siteCopy(): CopyString[] {
  return (['sv', 'en'] as const).flatMap((lang) => [
    ...[...messages(lang)].map(([key, text]) => ({
      lang,
      where: `messages/${lang}.json ${key}`,
      text,
    })),
    ...[...faqTexts(lang)].map(([key, text]) => ({
      lang,
      where: `prisma/content/faq.json ${key}_${lang}`,
      text,
    })),
  ]);
}

/** The words a reader sees: literals, plural and select branches, tag contents. */
export function visibleText(message: string): string {
  const walk = (elements: MessageFormatElement[]): string =>
    elements
      .map((element) => {
        switch (element.type) {
          case TYPE.literal:
            return element.value;
          case TYPE.tag:
            return ` ${walk(element.children)} `;
          case TYPE.plural:
          case TYPE.select:
            return Object.values(element.options)
              .map((option) => ` ${walk(option.value)} `)
              .join('');
          default:
            return ' ';
        }
      })
      .join('');
  return walk(parse(message));
}

/**
 * What a message hands to code: argument names with their types, tag names, and the option keys
 * that do not depend on the language (select values, exact plural matches such as `=0`).
 */
export function interfaceOf(message: string): string[] {
  const found: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.push(`{${element.value}}`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.push(`{${element.value}, ${TYPE[element.type]}}`);
          break;
        case TYPE.tag:
          found.push(`<${element.value}>`);
          walk(element.children);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.push(`{${element.value}, ${TYPE[element.type]}}`);
          for (const [key, option] of Object.entries(element.options)) {
            if (element.type === TYPE.select || key.startsWith('='))
              found.push(`{${element.value}} ${key}`);
            walk(option.value);
          }
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...new Set(found)].sort();
}

// The glossary (docs/glossary.md): the forbidden variants of its "Terms" table and the texts of
// its "Spec-quoted texts" table.

export interface Glossary {
  forbidden: { lang: Lang; concept: string; variant: string }[];
  exceptions: string[];
}

function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/glossary.md has no "## ${heading}" section`);
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, line.lastIndexOf('|'))
        .split('|')
        .map((cell) => cell.trim()),
    );
  return rows.slice(2); // header and separator
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

export function readGlossary(markdown: string): Glossary {
  const forbidden = tableRows(markdown, 'Terms').flatMap((row) => {
    if (row.length !== 5)
      throw new Error(`glossary row with ${row.length} cells: ${row.join('|')}`);
    const [concept = '', , , notSv = '', notEn = ''] = row;
    return [
      ...codeSpans(notSv).map((variant) => ({ lang: 'sv' as const, concept, variant })),
      ...codeSpans(notEn).map((variant) => ({ lang: 'en' as const, concept, variant })),
    ];
  });
  const exceptions = tableRows(markdown, 'Spec-quoted texts').map(
    (row) => codeSpans(row[0] ?? '')[0] ?? '',
  );
  return { forbidden, exceptions };
}

export function readProjectGlossary(): Glossary {
  return readGlossary(readFileSync(path.join(root, 'docs/glossary.md'), 'utf8'));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word, case-insensitive pattern; `*` at either end lets the variant sit in a compound. */
export function variantPattern(variant: string): RegExp {
  const open = variant.startsWith('*');
  const close = variant.endsWith('*');
  const core = variant.slice(open ? 1 : 0, close ? -1 : undefined);
  const before = open ? '' : '(?<![\\p{L}\\p{N}])';
  const after = close ? '' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`${before}${escape(core)}${after}`, 'iu');
}

export interface Finding {
  where: string;
  concept: string;
  variant: string;
  text: string;
}

export function findForbidden(copy: CopyString[], glossary: Glossary): Finding[] {
  const rules = glossary.forbidden.map((rule) => ({
    ...rule,
    pattern: variantPattern(rule.variant),
  }));
  return copy.flatMap(({ lang, where, text }) => {
    const visible = glossary.exceptions.reduce(
      (rest, exception) => rest.split(exception).join(' '),
      visibleText(text),
    );
    return rules
      .filter((rule) => rule.lang === lang && rule.pattern.test(visible))
      .map(({ concept, variant }) => ({ where, concept, variant, text }));
  });
}
