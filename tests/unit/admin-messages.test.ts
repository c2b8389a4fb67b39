import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { execFileSync } from 'node:child_process';
import { AUDIT_ACTIONS } from '@/lib/admin/audit';
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

  test('every audit action has a label', () => {
    expect(Object.keys(messages.AdminAudit.actions).sort()).toEqual(
      AUDIT_ACTIONS.map((action) => action.replace('.', '_')).sort(),
    );
  });
});

test('every audit action the code writes is a known one (so the log shows its label)', () => {
  const written = execFileSync(
    'git',
    ['grep', '-hoE', "action: '[a-z_]+\\.[a-z_]+'", '--', 'lib', 'app'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice("action: '".length, -1));
  expect(written.length).toBeGreaterThan(0);
  expect(
    [...new Set(written)].filter(
      (action) => !(AUDIT_ACTIONS as readonly string[]).includes(action),
    ),
  ).toEqual([]);
});
