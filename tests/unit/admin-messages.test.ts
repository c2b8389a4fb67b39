import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { RULE_PLACEHOLDERS } from '@/lib/faq/rule-placeholders';
import { SALARY_PARAMETER_KEYS } from '@/lib/salary/defaults';

// The back office looks these messages up by names that come from code, not from literals.
describe.each([
  ['sv', sv],
  ['en', en],
])('back-office messages (%s)', (_, messages) => {
  test('every FAQ rule placeholder is explained', () => {
    expect(Object.keys(messages.AdminFaq.placeholders).sort()).toEqual(
      [...RULE_PLACEHOLDERS].sort(),
    );
  });

  test('every salary parameter has a label', () => {
    expect(Object.keys(messages.AdminSalary.parameters).sort()).toEqual(
      [...SALARY_PARAMETER_KEYS].sort(),
    );
  });
});
