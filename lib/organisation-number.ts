// A Swedish organisation number as Bolagsverket writes it, NNNNNN-NNNN. Its last digit is a
// check digit: the Luhn (mod 10) sum of all ten digits, weights 2 and 1 from the left with the
// digits of each product added, is a multiple of 10 (the same rule as a personnummer's).

const SHAPE = /^(\d{6})-?(\d{4})$/;

/** `value` as NNNNNN-NNNN when it is ten digits (hyphen optional) with a valid check digit. */
export function organisationNumber(value: string): string | null {
  const match = SHAPE.exec(value.trim());
  if (!match) return null;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0 ? `${match[1]}-${match[2]}` : null;
}
