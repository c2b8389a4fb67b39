import { faqTexts, interfaceOf, messages } from '@/tests/helpers/copy';

// What code hands a message (ICU arguments, `t.rich` tags, select values) and what the FAQ's rule
// placeholders name must be the same in Swedish and English, or one language renders a raw
// `{floor}` or drops a link.
const pairs = [
  ['messages', messages('sv'), messages('en')],
  ['FAQ content', faqTexts('sv'), faqTexts('en')],
] as const;

describe.each(pairs)('%s', (_name, sv, en) => {
  const differing = [...sv]
    .filter(([key, text]) => {
      const other = en.get(key);
      return other !== undefined && interfaceOf(text).join(' ') !== interfaceOf(other).join(' ');
    })
    .map(([key, text]) => ({ key, sv: interfaceOf(text), en: interfaceOf(en.get(key) ?? '') }));

  test('sv and en take the same placeholders, tags and select values', () => {
    expect(sv.size).toBeGreaterThan(0);
    expect(differing).toEqual([]);
  });
});

test('the comparison sees argument types, tags and select values', () => {
  expect(interfaceOf('Hej <link>{name}</link>, {price, number} kr')).toEqual([
    '<link>',
    '{name}',
    '{price, number}',
  ]);
  expect(interfaceOf('{n, plural, =0 {inga} one {# rad} other {# rader}}')).toEqual([
    '{n, plural}',
    '{n} =0',
  ]);
  // Plural categories depend on the language; exact matches and select values do not.
  expect(interfaceOf('{n, plural, one {#} few {#} other {#}}')).toEqual(
    interfaceOf('{n, plural, one {#} other {#}}'),
  );
  expect(interfaceOf('{s, select, yes {Ja} other {Nej}}')).not.toEqual(
    interfaceOf('{s, select, ja {Ja} other {Nej}}'),
  );
  expect(interfaceOf('Läs <link>policyn</link>')).not.toEqual(interfaceOf('Read the policy'));
});
