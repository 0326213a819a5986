import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';

/** The currencies the server found when the check-outs carry several (422 mixed_currencies), else null. */
export function mixedCurrencies(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== 'mixed_currencies') return null;
  const found = (error.fields.currency ?? '').split(',').map((code) => code.trim()).filter(Boolean);
  return found.length ? found : null;
}

/** Money in different currencies cannot be added up: the person picks the currency to analyse. */
export function CurrencyChoice({ currencies, onPick }: { currencies: string[]; onPick: (currency: string) => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('analysis.revenue.mixedCurrencies')}</Text>
        <SegmentedControl
          aria-label={t('analysis.revenue.currency')}
          data={currencies}
          value=""
          onChange={onPick}
        />
      </Stack>
    </Alert>
  );
}
