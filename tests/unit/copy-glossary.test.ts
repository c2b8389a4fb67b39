import {
  findForbidden,
  readGlossary,
  readProjectGlossary,
  siteCopy,
  variantPattern,
  visibleText,
  type CopyString,
} from '@/tests/helpers/copy';

// One word per concept (docs/glossary.md): no listed variant anywhere in messages/*.json or the
// FAQ content, except in the texts the specification quotes word for word.
const glossary = readProjectGlossary();
const copy = siteCopy();

test('the glossary lists terms and the spec-quoted texts', () => {
  expect(glossary.forbidden.length).toBeGreaterThan(50);
  expect(glossary.forbidden.filter((f) => f.lang === 'sv').length).toBeGreaterThan(20);
  expect(glossary.forbidden.filter((f) => f.lang === 'en').length).toBeGreaterThan(20);
  expect(glossary.exceptions.length).toBeGreaterThan(0);
});

test('no string uses a forbidden variant', () => {
  expect(
    findForbidden(copy, glossary).map((f) => `${f.where}: ${f.variant} (${f.concept})`),
  ).toEqual([]);
});

test('every spec-quoted exception is still in the copy', () => {
  const texts = copy.map((c) => c.text);
  expect(glossary.exceptions.filter((e) => !texts.some((t) => t.includes(e)))).toEqual([]);
});

describe('the checker', () => {
  const sample = readGlossary(`
## Terms

| concept | sv | en | not in sv | not in en |
| --- | --- | --- | --- | --- |
| Salary tool | löneverifiering | salary verification | \`*kalkylator*\` | \`calculator*\`, \`salary check\` |
| Address | ni | you | \`du\`, \`din\` | – |
| Scorecard | självskattning | scorecard | \`scorecard*\` | – |

## Spec-quoted texts

| text | why |
| --- | --- |
| \`Du måste samtycka.\` | spec |
`);
  const sv = (text: string): CopyString => ({ lang: 'sv', where: 'sample', text });
  const en = (text: string): CopyString => ({ lang: 'en', where: 'sample', text });
  const variants = (strings: CopyString[]) => findForbidden(strings, sample).map((f) => f.variant);

  test('finds a variant in any case, inside a compound where the glossary allows it', () => {
    expect(variants([sv('Prova LÖNEKALKYLATORNS resultat')])).toEqual(['*kalkylator*']);
    expect(variants([en('Our Calculators')])).toEqual(['calculator*']);
    expect(variants([en('A quick salary check.')])).toEqual(['salary check']);
  });

  test('matches whole words only', () => {
    expect(variants([sv('Kundomdömen, dubbel bokning, dina val')])).toEqual([]);
    expect(variants([en('A salary checklist')])).toEqual([]);
    expect(variants([sv('Vill du veta mer?')])).toEqual(['du']);
  });

  test('looks for a variant only in its own language', () => {
    expect(variants([en('Do you know Du?'), sv('Kalkylera med calculator')])).toEqual([]);
  });

  test('reads the words a visitor sees, not placeholder or tag names', () => {
    expect(visibleText('{count, plural, one {# scorecard} other {<b>#</b> kort}}')).toContain(
      'scorecard',
    );
    expect(variants([sv('{scorecard} driver <scorecard>självskattningen</scorecard>')])).toEqual(
      [],
    );
    expect(variants([sv('{scorecard} driver scorecarden')])).toEqual(['scorecard*']);
    expect(variants([sv('{n, select, yes {Gör vårt scorecard} other {Nej}}')])).toEqual([
      'scorecard*',
    ]);
  });

  test('skips a spec-quoted text exactly, and only that text', () => {
    expect(variants([sv('Du måste samtycka.')])).toEqual([]);
    expect(variants([sv('Du måste samtycka nu.')])).toEqual(['du']);
  });

  test('fails when any listed variant is added to the real copy', () => {
    for (const { lang, variant } of glossary.forbidden) {
      const word = variant.replace(/^\*/, 'pre').replace(/\*$/, 'suf');
      const added = { lang, where: 'added', text: `Ett ord: ${word}.` };
      expect(findForbidden([...copy, added], glossary).map((f) => f.where)).toContain('added');
      // …and a longer word that only begins with it is another word, unless `*` allows it.
      if (!variant.endsWith('*')) expect(variantPattern(variant).test(`${word}x`)).toBe(false);
    }
  });
});
