// next-intl ships ES modules only, which this jest setup cannot load (see salary-calculator.test).
// A small stand-in with the same hooks reads the real message files: {arg} placeholders and
// <tag>...</tag> rich text, which is all the forms use.
import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

type Tree = { [key: string]: string | Tree };
// Only the namespaces the forms read (other namespaces hold arrays, which Tree does not model).
const formNamespaces = (m: typeof sv): Tree => ({
  Forms: m.Forms,
  ContactForm: m.ContactForm,
  NewsletterForm: m.NewsletterForm,
  TechsverigeForm: m.TechsverigeForm,
  ReferenceForm: m.ReferenceForm,
  AcademyForm: m.AcademyForm,
});
const catalogs: Record<string, Tree> = { sv: formNamespaces(sv), en: formNamespaces(en) };

export const LocaleContext = createContext('sv');

export function IntlStubProvider({
  locale,
  children,
}: {
  locale: 'sv' | 'en';
  children: ReactNode;
}) {
  return createElement(LocaleContext.Provider, { value: locale }, children);
}

function lookup(tree: Tree, path: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing message ${path}`);
  return node;
}

const fill = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? `{${name}}`));

export function useLocale(): string {
  return useContext(LocaleContext);
}

export function useTranslations(namespace: string) {
  const locale = useLocale();
  const catalog = catalogs[locale] ?? {};
  const t = (key: string, values?: Record<string, unknown>) =>
    fill(lookup(catalog, `${namespace}.${key}`), values);
  t.rich = (key: string, tags: Record<string, (chunks: ReactNode) => ReactNode>) => {
    const text = t(key);
    const parts: ReactNode[] = [];
    const pattern = /<(\w+)>(.*?)<\/\1>/g;
    let last = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      parts.push(text.slice(last, match.index));
      const render = tags[match[1] ?? ''];
      parts.push(
        createElement(Fragment, { key: match.index }, render ? render(match[2]) : match[2]),
      );
      last = match.index + match[0].length;
    }
    parts.push(text.slice(last));
    return parts;
  };
  return t;
}
