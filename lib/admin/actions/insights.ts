'use server';

import { redirect } from 'next/navigation';
import { invalid, staffAction } from '@/lib/admin/staff-action';
import { textOf } from '@/lib/forms/state';
import { parseCampaignList, replaceCampaignValues } from '@/lib/insights/campaigns';

// The campaign vocabulary's form (app/admin/(staff)/insights): the list replaced as typed, one
// value per line, with what was added and removed in the audit row of the same transaction.
// It applies to the counts written from then on; rows already written keep what they hold.
export const saveCampaignValues = staffAction({
  parse(form) {
    const text = textOf(form, 'values');
    const values = parseCampaignList(text);
    return values ?? invalid({ values: 'tooManyValues' }, { values: text });
  },
  async run(tx, values) {
    const change = await replaceCampaignValues(tx, values);
    return {
      result: values.length,
      audit: [
        {
          action: 'insights.campaigns' as const,
          target: 'insights/campaigns',
          details: { added: change.added, removed: change.removed },
        },
      ],
    };
  },
  done: (count) => redirect(`/admin/insights?saved=${count}#campaign-values`),
});
