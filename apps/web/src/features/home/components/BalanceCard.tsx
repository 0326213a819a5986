import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useBalance } from '../api/balance';
import { useMyFarmer } from '../api/myFarmer';
import { formatAmount } from '../../../lib/amounts';

/** A farmer's outstanding balance: unpaid check-outs and any earlier balance, per company (each in its own currency). */
export function BalanceCard() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const farmer = useMyFarmer(user?.id ?? null);
  const balance = useBalance(farmer.data?.id ?? null);
  const owed = balance.data?.items.filter((item) => item.outstanding_minor > 0) ?? [];
  if (!balance.data) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg={owed.length ? 'var(--mantine-color-orange-light)' : undefined} aria-label={t('home.balance.title')}>
      <Stack gap={4}>
        <Text fw={700}>{t('home.balance.title')}</Text>
        {owed.length === 0 ? (
          <Text size="sm">{t('home.balance.none')}</Text>
        ) : (
          owed.map((item) => (
            <Text key={item.company.id} size="sm" data-testid="balance-line">
              {/* the earlier balance (owed from before the app) is inside the amount; said apart so the count of check-outs adds up */}
              {t(item.opening_balance_minor > 0 ? 'home.balance.owedWithEarlier' : 'home.balance.owed', {
                amount: formatAmount(item.outstanding_minor, item.currency, i18n.language),
                company: item.company.name,
                checkOuts: item.unpaid_check_outs,
                earlier: formatAmount(item.opening_balance_minor, item.currency, i18n.language),
              })}
            </Text>
          ))
        )}
      </Stack>
    </Paper>
  );
}
