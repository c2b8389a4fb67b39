import fc from 'fast-check';
import { COMPANY_VARIABLES, parseEnvironment } from '@/lib/env';
import { organisationNumber } from '@/lib/organisation-number';
import { site } from '@/lib/site';
import fictionalCompany from '@/scripts/test/fictional-company.json';

// The company facts the law asks the site to show come from the environment, checked: a
// production build or server without them, or with an organisation number whose check digit is
// wrong, stops with one line naming each variable; elsewhere an invented company stands in.

/** The Luhn check as it is usually written: from the right, every second digit doubled. */
function referenceLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    sum += Math.floor(value / 10) + (value % 10);
  });
  return sum % 10 === 0;
}

const tenDigits = fc.string({
  unit: fc.constantFrom(...'0123456789'),
  minLength: 10,
  maxLength: 10,
});

test('the check digit agrees with a reference Luhn check for every ten-digit number', () => {
  fc.assert(
    fc.property(tenDigits, fc.boolean(), (digits, hyphen) => {
      const written = hyphen ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;
      const expected = referenceLuhn(digits) ? `${digits.slice(0, 6)}-${digits.slice(6)}` : null;
      expect(organisationNumber(written)).toBe(expected);
    }),
  );
});

test('exactly one check digit completes any nine digits, and a changed digit breaks it', () => {
  fc.assert(
    fc.property(tenDigits, fc.nat(9), fc.integer({ min: 1, max: 9 }), (digits, at, change) => {
      const nine = digits.slice(0, 9);
      const valid = [...'0123456789'].filter((check) => organisationNumber(nine + check));
      expect(valid).toHaveLength(1);
      const good = nine + valid[0];
      const changed = `${good.slice(0, at)}${(Number(good[at]) + change) % 10}${good.slice(at + 1)}`;
      expect(organisationNumber(changed)).toBeNull();
    }),
  );
});

test('anything but ten digits with an optional hyphen after the sixth is refused', () => {
  for (const bad of [
    '',
    '559412-773',
    '5594127739-',
    '55941-27739',
    '559412 7739',
    'abcdef-ghij',
  ]) {
    expect(organisationNumber(bad)).toBeNull();
  }
  expect(organisationNumber(' 5594127739 ')).toBe('559412-7739');
});

describe('in production', () => {
  const production = { NODE_ENV: 'production' };

  test('every company fact is required, each named in one line', () => {
    let message = '';
    try {
      parseEnvironment(production);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain('\n');
    for (const name of COMPANY_VARIABLES) expect(message).toContain(`${name}: required`);
  });

  test('an organisation number with a wrong check digit is refused by name', () => {
    expect(() =>
      parseEnvironment({ ...production, ...fictionalCompany, SITE_ORG_NUMBER: '559412-7730' }),
    ).toThrow(/SITE_ORG_NUMBER: not a Swedish organisation number/);
    expect(() =>
      parseEnvironment({ ...production, ...fictionalCompany, SITE_EMAIL: 'info' }),
    ).toThrow(/SITE_EMAIL/);
  });

  test('the test suite’s invented company passes, its number written the registry’s way', () => {
    const env = parseEnvironment({
      ...production,
      ...fictionalCompany,
      SITE_ORG_NUMBER: '1234567897',
    });
    expect(env.SITE_ORG_NUMBER).toBe('123456-7897');
    expect(env.SITE_LEGAL_NAME).toBe(fictionalCompany.SITE_LEGAL_NAME);
  });
});

test('outside production the company is an obviously invented one', () => {
  expect(() => parseEnvironment({ NODE_ENV: 'development' })).not.toThrow();
  // This suite sets none of the variables: lib/site.ts shows the development company.
  expect(site.legalName).toMatch(/^Exempel/);
  expect(site.organisationNumber).toBe('000000-0000');
  expect(site.registeredOffice).toBe('Exempelstad');
});
