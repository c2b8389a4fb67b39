import fc from 'fast-check';
import { CSV_BOM, csvField, toCsv } from '@/lib/admin/csv';
import { leadFilterQuery, parseLeadFilters } from '@/lib/admin/lead-filters';
import { FUZZ_SEED } from '@/tests/helpers/fuzz';

/**
 * A reader of CSV as RFC 4180 describes it, splitting on `separator`: a quote opens a quoted
 * field only at the start of a cell. With ';' it reads back exactly what toCsv wrote; with ','
 * it reads the file as a spreadsheet in a comma locale would.
 */
function readCsv(text: string, separator = ';'): string[][] {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  // What toCsv writes always ends a row with CRLF; a comma reader can be left inside a quote.
  if (separator === ';') expect(field).toBe('');
  else if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('CSV for Swedish Excel', () => {
  it('starts with a UTF-8 BOM, separates with semicolons, ends lines with CRLF', () => {
    const text = toCsv(['Namn', 'Företag'], [['Åsa Öberg', 'Räksmörgås AB']]);
    expect(text).toBe('\uFEFFNamn;Företag\r\nÅsa Öberg;Räksmörgås AB\r\n');
    const bytes = Buffer.from(text, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Räksmörgås');
  });

  it('reads back exactly what went in: separators, quotes, line breaks, å ä ö', () => {
    const rows = [
      ['a;b', 'say "hej"', 'rad 1\nrad 2', 'Ängelholm', '', '12,5'],
      ['Göteborg', 'x\r\ny', ';', '"', 'ÅÄÖ åäö é', '0'],
    ];
    expect(readCsv(toCsv(['1', '2', '3', '4', '5', '6'], rows))).toEqual([
      ['1', '2', '3', '4', '5', '6'],
      ...rows,
    ]);
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    for (const attack of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1']) {
      expect(csvField(attack).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvField(-5)).toBe('-5'); // numbers stay numbers
    expect(csvField('Anna-Karin')).toBe('Anna-Karin');
  });

  it('defuses a formula after a comma or semicolon inside a value too', () => {
    expect(csvField('Sec AB,=2*21,')).toBe("Sec AB,'=2*21,");
    expect(csvField('a; @SUM(A1)')).toBe('"a; \'@SUM(A1)"');
    expect(csvField('x\n+1')).toBe('"x\n\'+1"');
    expect(csvField('12,5 kr')).toBe('12,5 kr');
  });

  it('no cell starts a formula, read with semicolons, commas, tabs or line by line', () => {
    const unit = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      ',',
      ';',
      '"',
      ' ',
      'a',
      '1',
    );
    const value = fc.string({ unit, maxLength: 12 });
    const formula = /^[=+\-@]/;
    fc.assert(
      fc.property(
        fc.array(fc.array(value, { minLength: 3, maxLength: 3 }), { maxLength: 4 }),
        (rows) => {
          const text = toCsv(['a', 'b', 'c'], rows);
          const cells = [
            ...readCsv(text, ';').flat(),
            ...readCsv(text, ',').flat(),
            // A reader that knows no quotes: every separator and line break starts a cell.
            ...text.slice(1).split(/[;,\t\r\n]/),
          ];
          // Spaces, tabs, line breaks and a quote before a formula do not stop a spreadsheet.
          const offending = cells.filter((cell) => formula.test(cell.replace(/^[ "\t\r\n]+/, '')));
          expect(offending).toEqual([]);
        },
      ),
      { seed: FUZZ_SEED, numRuns: 500 },
    );
  });

  it('writes null and undefined as empty fields and dates as ISO', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, new Date('2026-01-02T03:04:05Z')]])).toBe(
      '\uFEFFa;b;c\r\n;;2026-01-02T03:04:05.000Z\r\n',
    );
  });
});

describe('the inbox filters', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(
      parseLeadFilters({
        kind: 'academy',
        status: 'in_progress',
        from: '2026-02-01',
        to: '2026-02-30',
        q: '  Öberg ',
        source: '/contact',
        campaign: ' June 2026 ',
        referrer: ' News.Example.com ',
        page: '3',
      }),
    ).toEqual({
      kind: 'academy',
      status: 'in_progress',
      from: '2026-02-01',
      to: null,
      q: 'Öberg',
      sourcePage: '/contact',
      campaign: 'june-2026',
      referrer: 'example.com', // the domain, as lead sources keep it
      page: 3,
    });
    expect(
      parseLeadFilters({
        kind: 'salary',
        status: 'x',
        source: '/admin',
        campaign: '%%',
        referrer: 'news example com',
        page: '-1',
      }),
    ).toEqual({
      kind: null,
      status: null,
      from: null,
      to: null,
      q: '',
      sourcePage: null,
      campaign: '',
      referrer: '',
      page: 1,
    });
  });

  it('drops NUL, controls and invisible formatting from the search', () => {
    expect(parseLeadFilters({ q: 'Ö\u0000berg\u202e\u0007 ' }).q).toBe('Öberg');
  });

  it('round-trips through the query string', () => {
    const filters = parseLeadFilters({
      kind: 'contact',
      q: 'Räk & co',
      from: '2026-01-01',
      referrer: 'www.google.com',
    });
    const query = leadFilterQuery(filters, 2);
    expect(parseLeadFilters(Object.fromEntries(new URLSearchParams(query.slice(1))))).toEqual({
      ...filters,
      page: 2,
    });
    expect(leadFilterQuery(parseLeadFilters({}))).toBe('');
  });
});
