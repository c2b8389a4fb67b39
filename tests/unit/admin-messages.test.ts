import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { RULE_PLACEHOLDERS } from '@/lib/faq/rule-placeholders';
import { LIVING_COST_KEYS, SITUATIONS } from '@/lib/salary/rules';

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

  test('every living-cost amount and every situation has a label', () => {
    expect(Object.keys(messages.AdminSalary.livingCosts.amounts).sort()).toEqual(
      [...LIVING_COST_KEYS].sort(),
    );
    expect(Object.keys(messages.AdminSalary.percentages.situations).sort()).toEqual(
      [...SITUATIONS].sort(),
    );
  });
});
