import { useTranslations } from 'next-intl';
import type { ParametersState } from './salary-parameters';

interface Props {
  id: string;
  parameters: ParametersState['status'];
  complete: boolean;
}

/**
 * Why Verify is not available yet, beside the button. Three lines are reserved on phones, so the
 * loading text turning into the hint after the read shifts no layout; the line collapses only
 * when the visitor completes the form (a shift caused by input does not count).
 */
export function SalaryStatusLine({ id, parameters, complete }: Props) {
  const t = useTranslations('SalaryCalculator.status');
  const text =
    parameters === 'loading'
      ? t('loading')
      : parameters === 'empty'
        ? t('loadError')
        : complete
          ? ''
          : t('incomplete');
  return (
    <p
      id={id}
      role="status"
      // Without JavaScript the parameters never load here: the server answers instead.
      className={`text-sm noscript:hidden sm:flex sm:min-h-11 sm:items-center ${text ? 'min-h-15' : ''} ${parameters === 'empty' ? 'font-semibold text-danger-700' : 'text-muted'}`}
    >
      {text}
    </p>
  );
}
