import type { Account } from '@coldroom/contract';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { formatAmount } from '../../../lib/amounts';
import { formatCrates, formatTotalKg } from '../../../lib/quantities';
import { earlierBalanceRow, isEarlierBalance, oldestFirst } from '../allocation';
import { PaymentForm } from './PaymentForm';
import { ReminderPanel } from './ReminderPanel';
import { StatementPanel } from './StatementPanel';
import { UnpaidTable } from './UnpaidTable';

export type CompanyEntry = Account['companies'][number];

interface CompanyAccountProps {
  account: Account;
  entry: CompanyEntry;
  /** Staff: tick check-outs, record payments, send reminders and statements by SMS. */
  staff: boolean;
  /** A farmer with several companies names the company of a statement. */
  statementCompany?: number | null;
}

/**
 * What the farmer owes one company, what is behind it (the earlier balance, imported from before the app,
 * and the unpaid check-outs, oldest first), and what they have in its rooms.
 */
export function CompanyAccount({ account, entry, staff, statementCompany = null }: CompanyAccountProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, entry.currency, language);
  const opening = entry.opening_balance;
  const earlierLabel = t('account.earlierBalance');
  const unpaid = useMemo(() => oldestFirst([...(opening ? [earlierBalanceRow(opening, earlierLabel)] : []), ...entry.unpaid]), [entry.unpaid, opening, earlierLabel]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [paying, setPaying] = useState(false);
  // Check-outs settled meanwhile (by another payment) drop out of the choice.
  const chosen = unpaid.filter((checkOut) => selected.has(checkOut.id));
  const titleId = `account-company-${entry.company.id}`;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('account.companyTitle', { company: entry.company.name })}
        </Title>
        <Group gap="xs" align="baseline">
          <Text>{t('account.owed')}</Text>
          <Text fw={800} fz="xl" data-testid="owed-total" c={entry.owed_minor > 0 ? 'orange.9' : undefined}>
            {money(entry.owed_minor)}
          </Text>
        </Group>
        {opening && (
          <Text size="sm" data-testid="earlier-balance">
            {t('account.earlierBalanceOwed', { due: money(opening.due_minor), amount: money(opening.amount_minor) })}
          </Text>
        )}
        <Text size="sm">{t('account.unpaidCount', { n: entry.unpaid.length })}</Text>
        <Text size="sm" c="dimmed">
          {entry.in_storage.lots > 0
            ? t('account.inStorage', { lots: entry.in_storage.lots, crates: formatCrates(t, language, entry.in_storage.crates), weight: formatTotalKg(language, entry.in_storage.weight_kg) })
            : t('account.nothingStored')}
        </Text>
        {staff && (
          <ReminderPanel farmerId={account.farmer_id} lastAt={entry.last_reminder_at} nextAt={entry.next_reminder_at} hasPhone={account.phone !== null} />
        )}
        <Divider />
        <Title order={3} size="h5">
          {t('account.unpaidTitle')}
        </Title>
        {unpaid.length === 0 && <EmptyState message={t('account.allPaid')} />}
        {staff && unpaid.length > 0 && <Text size="sm">{t(opening ? 'account.tickHintEarlier' : 'account.tickHint')}</Text>}
        {staff && unpaid.length > 0 && (!paying || chosen.length === 0) && (
          <Button color="green" leftSection={<IconCash size={18} />} disabled={chosen.length === 0} onClick={() => setPaying(true)}>
            {chosen.length ? t('account.recordPaymentFor', { n: chosen.length }) : t('account.recordPayment')}
          </Button>
        )}
        {staff && paying && chosen.length > 0 && (
          <PaymentForm
            key={chosen.map((checkOut) => checkOut.id).join(',')}
            earlierChosen={chosen.some(isEarlierBalance)}
            farmerId={account.farmer_id}
            currency={entry.currency}
            checkOuts={chosen}
            owedMinor={entry.owed_minor}
            onCancel={() => setPaying(false)}
            onDone={() => {
              setPaying(false);
              setSelected(new Set());
            }}
          />
        )}
        {unpaid.length > 0 && (
          <UnpaidTable checkOuts={unpaid} currency={entry.currency} earlierOwedOn={opening?.owed_on ?? null} {...(staff ? { selected, onSelect: setSelected } : {})} />
        )}
        <Divider />
        <Title order={3} size="h5">
          {t('account.statement.title')}
        </Title>
        <StatementPanel farmerId={account.farmer_id} companyId={statementCompany} withSms={staff} />
      </Stack>
    </Paper>
  );
}
