import type { Payment } from '@coldroom/contract';
import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { FormError } from '../../../components/forms/FormError';
import { ListPager } from '../../../components/ListPager';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { QueryStatus } from '../../../components/QueryStatus';
import { showToast } from '../../../components/toast';
import { formatAmount } from '../../../lib/amounts';
import { formatCalendarDate } from '../../../lib/format';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';
import { PAYMENTS_PAGE_SIZE, usePayments, useReversePayment } from '../api/account';

/** The farmer's payments and reversals, newest first; service providers may reverse a payment. */
export function PaymentList({ farmerId, canReverse }: { farmerId: number; canReverse: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const payments = usePayments(farmerId, page);
  return (
    <QueryStatus query={payments}>
      {payments.data?.items.length === 0 ? (
        <EmptyState message={t('account.payments.empty')} />
      ) : (
        <Stack gap="xs">
          {payments.data?.items.map((payment) => <PaymentCard key={payment.id} payment={payment} canReverse={canReverse} />)}
          <ListPager total={payments.data?.total ?? 0} page={page} pageSize={PAYMENTS_PAGE_SIZE} onPage={setPage} />
        </Stack>
      )}
    </QueryStatus>
  );
}

function PaymentCard({ payment, canReverse }: { payment: Payment; canReverse: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, payment.currency, language);
  const reversal = payment.kind === 'reversal';
  const [reversing, setReversing] = useState(false);
  const title = reversal
    ? t('account.payments.reversalOf', { amount: money(payment.amount_minor) })
    : t('account.payments.paid', { amount: money(payment.amount_minor), method: t(PAYMENT_METHOD_KEYS[payment.payment_method]) });
  return (
    <Card withBorder padding="sm" radius="md" aria-label={title}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{title}</Text>
          <Group gap={6}>
            {reversal && <Badge color="orange" variant="light">{t('account.payments.reversal')}</Badge>}
            {payment.reversed_by_id !== null && <Badge color="gray" variant="light">{t('account.payments.reversed')}</Badge>}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('account.payments.takenBy', { date: formatCalendarDate(payment.paid_on, language), name: payment.taken_by.name, company: payment.company.name })}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {payment.allocations
            .map((allocation) => `${allocation.opening_balance ? t('account.earlierBalance') : allocation.code} ${money(allocation.amount_minor)}`)
            .join(' · ')}
        </Text>
        {payment.note && (
          <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            {payment.note}
          </Text>
        )}
        {canReverse && !reversal && payment.reversed_by_id === null && (
          reversing ? (
            <ReversalForm payment={payment} amount={money(payment.amount_minor)} onClose={() => setReversing(false)} />
          ) : (
            <Group>
              <Button size="sm" variant="default" color="red" leftSection={<IconArrowBackUp size={16} />} onClick={() => setReversing(true)}>
                {t('account.reversal.button')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}

/** Undoing a payment: the reason is required, then a confirmation. */
function ReversalForm({ payment, amount, onClose }: { payment: Payment; amount: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reverse = useReversePayment();

  const submit = async () => {
    const text = reason.trim();
    const found = !text ? 'account.reversal.reasonRequired' : text.length > 200 ? 'forms.tooLong' : null;
    setProblem(found);
    if (found) return;
    const confirmed = await openConfirmation({ messageKey: 'account.reversal.confirm', values: { amount } });
    if (!confirmed) return;
    reverse.mutate(
      { paymentId: payment.id, body: { reason: text } },
      {
        onSuccess: () => {
          showToast('account.reversal.done', 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={t('account.reversal.reason')}
        description={t('account.reversal.reasonHint')}
        required
        rows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setProblem(null);
        }}
        error={problem ? t(problem) : undefined}
      />
      <FormError error={reverse.error} />
      <Group gap="xs" grow>
        <Button variant="default" onClick={onClose} disabled={reverse.isPending}>
          {t('shared.cancel')}
        </Button>
        <Button color="red" loading={reverse.isPending} onClick={() => void submit()}>
          {t('account.reversal.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
