import { PAYMENT_METHODS, type Movement, type PaymentMethod } from '@coldroom/contract';
import { Button, Group, Select } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { showToast } from '../../../components/toast';
import { formatAmount } from '../../../lib/amounts';
import { errorMessageKey } from '../../../lib/errors';
import { requiredProblem } from '../../../lib/formRules';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';
import { usePayCheckOut } from '../api/payCheckOut';

/**
 * "Mark paid" on an unpaid check-out: pick how the farmer actually paid (it may differ from what was
 * promised at check-out), confirm the amount, record it.
 */
export function MarkPaid({ movement }: { movement: Movement }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<PaymentMethod | null>(movement.payment_method);
  const [error, setError] = useState<string | undefined>();
  const payment = usePayCheckOut();
  if (movement.check_out_id === null || movement.total_minor === null) return null;
  const checkOutId = movement.check_out_id;
  // What is still owed on it (less than the total after a part payment).
  const amount = formatAmount(movement.due_minor ?? movement.total_minor, movement.currency, i18n.language);

  const submit = async () => {
    const problem = requiredProblem(method);
    if (problem || !method) {
      setError(t(problem ?? 'forms.required'));
      return;
    }
    const confirmed = await openConfirmation({
      messageKey: 'movements.markPaid.confirm',
      values: { amount, code: movement.code, method: t(PAYMENT_METHOD_KEYS[method]) },
    });
    if (!confirmed) return;
    payment.mutate(
      { id: checkOutId, body: { payment_method: method } },
      {
        onSuccess: () => {
          showToast('movements.markPaid.done', 'success');
          setOpen(false);
        },
        onError: (failure) => showToast(errorMessageKey(failure), 'danger'),
      },
    );
  };

  if (!open) {
    return (
      <Button size="xs" variant="light" color="green" leftSection={<IconCash size={14} />} onClick={() => setOpen(true)}>
        {t('movements.markPaid.button')}
      </Button>
    );
  }
  return (
    <Group gap="xs" align="flex-end" w="100%">
      <Select
        size="xs"
        label={t('movements.markPaid.method')}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(PAYMENT_METHOD_KEYS[value]) }))}
        value={method}
        onChange={(value) => {
          setMethod(value as PaymentMethod | null);
          setError(undefined);
        }}
        error={error}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 160px' }}
      />
      <Button size="xs" color="green" loading={payment.isPending} onClick={() => void submit()}>
        {t('movements.markPaid.submit', { amount })}
      </Button>
      <Button size="xs" variant="default" disabled={payment.isPending} onClick={() => setOpen(false)}>
        {t('shared.cancel')}
      </Button>
    </Group>
  );
}
