import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { FormNamespace, FormText } from '@/components/forms/form-text';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

const catalogues = { sv, en } as const;

/** What a form's page hands it: its namespace and the shared field texts. */
export function textOf<N extends FormNamespace>(locale: 'sv' | 'en', namespace: N): FormText<N> {
  return {
    form: catalogues[locale][namespace] as FormText<N>['form'],
    shared: catalogues[locale].Forms,
  };
}

export function renderIn(_locale: 'sv' | 'en', ui: ReactElement) {
  return render(ui);
}
