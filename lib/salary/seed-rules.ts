import { SPEC_LIVING_COSTS, type SalaryRules } from './rules';

// The rules a fresh install starts with (prisma seed, lib/salary/rule-store.ts: only into a kind
// the database holds nothing of, so a seed never undoes what staff entered; a database that
// already had rules got the same facts from the migration 20261128152356_salary_rules_by_situation).
// Each figure names where it comes from. Kronofogden's normal amounts for 2026 could not be
// established when this was written: the 2025 amounts stay, and the calculator says which year
// its amounts are from (staff enter the new ones in the back office).

const RULES_OF_2023 = 'Utlänningsförordningen: 80 % of the median (since 1 November 2023)';
const RULES_OF_2026 =
  'Government decision of October 2025: 90 % of the median for applications received from 1 June 2026';

export const SEED_SALARY_RULES: SalaryRules = {
  medians: [
    {
      validFrom: '2025-09-01',
      amount: 37100,
      publishedMonth: '2025-06',
      source:
        'Statistics Sweden (SCB): median monthly salary published in June 2025, used from 1 September 2025 (the product specification)',
    },
    {
      validFrom: '2026-06-16',
      amount: 38300,
      publishedMonth: '2026-06',
      source:
        'Statistics Sweden (SCB): median monthly salary published in June 2026, applied to applications received from 16 June 2026 (public reporting)',
    },
  ],
  percentages: [
    {
      situation: 'first_permit',
      firstDay: '2025-09-01',
      lastDay: '2026-05-31',
      percentage: 80,
      source: RULES_OF_2023,
    },
    {
      situation: 'first_permit',
      firstDay: '2026-06-01',
      lastDay: null,
      percentage: 90,
      source: RULES_OF_2026,
    },
    {
      situation: 'extension',
      firstDay: '2025-09-01',
      lastDay: '2026-05-31',
      percentage: 80,
      source: RULES_OF_2023,
    },
    {
      situation: 'extension',
      firstDay: '2026-06-01',
      lastDay: '2026-11-30',
      percentage: 80,
      source:
        'Transitional rule of the June 2026 change: an extension received before 1 December 2026 is assessed at 80 % of the median (public reporting)',
    },
    {
      situation: 'extension',
      firstDay: '2026-12-01',
      lastDay: null,
      percentage: 90,
      source:
        'Government decision of October 2025: 90 % of the median, for extensions received from 1 December 2026 (public reporting)',
    },
  ],
  livingCosts: [
    {
      validFrom: '2025-09-01',
      amounts: { ...SPEC_LIVING_COSTS },
      source:
        'Kronofogden: normal amounts for 2025, as Migrationsverket applies them (the product specification)',
    },
  ],
};
