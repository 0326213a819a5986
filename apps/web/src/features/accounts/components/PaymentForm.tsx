import { PAYMENT_METHODS, type AccountCheckOut, type PaymentCreate, type PaymentMethod } from '@coldroom/contract';
import { fromMinor } from '@coldroom/domain';
import { Button, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { ScrollTable } from '../../../components/ScrollTable';
import { showToast } from '../../../components/toast';
import { currencySign, formatAmount, parseMoneyInput } from '../../../lib/amounts';
import { formatCalendarDate } from '../../../lib/format';
import { useFieldProps } from '../../../lib/formProps';
import { optionalTextProblem, requiredProblem } from '../../../lib/formRules';
import { IdempotencyKeeper } from '../../../lib/idempotency';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';
import { applyServerErrors } from '../../../lib/serverErrors';
import { allocate, companyToday, isEarlierBalance, sumDue } from '../allocation';
import { useRecordPayment } from '../api/account';

interface PaymentValues {
  amount: string;
  payment_method: PaymentMethod | null;
  paid_on: string;
  note: string;
}

interface PaymentFormProps {
  farmerId: number;
  currency: string;
  /** The ticked rows (at least one): unpaid check-outs and perhaps the earlier balance (allocation.ts). */
  checkOuts: AccountCheckOut[];
  /** The earlier balance is among them. */
  earlierChosen?: boolean;
  /** What the farmer owes this company in all (to say what stays owed). */
  owedMinor: number;
  onDone: () => void;
  onCancel: () => void;
}

/** The amount typed, in minor units; null while it is not a number. */
function amountMinorOf(text: string, currency: string): number | null {
  const parsed = parseMoneyInput(text, currency);
  return 'minor' in parsed ? parsed.minor : null;
}

/**
 * One payment for the ticked check-outs: the amount (their sum due unless the farmer paid part), the
 * method, the day the money came (not after today) and a note; it shows how the money will be applied,
 * oldest first, and what stays due.
 */
export function PaymentForm({ farmerId, currency, checkOuts, earlierChosen = false, owedMinor, onDone, onCancel }: PaymentFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, currency, language);
  const dueMinor = sumDue(checkOuts);
  // the check-outs alone: the earlier balance goes as `opening_balance`, never as a check-out id
  const checkOutCount = checkOuts.filter((row) => !isEarlierBalance(row)).length;
  const today = companyToday();
  const record = useRecordPayment();
  const keeper = useRef(new IdempotencyKeeper());
  const form = useForm<PaymentValues>({
    initialValues: { amount: fromMinor(dueMinor, currency), payment_method: 'cash', paid_on: today, note: '' },
    validate: {
      amount: (value) => {
        const parsed = parseMoneyInput(value, currency);
        if ('problem' in parsed) return parsed.problem;
        if (parsed.minor <= 0) return 'account.payment.amountZero';
        return parsed.minor > dueMinor ? 'account.payment.amountTooMuch' : null;
      },
      payment_method: requiredProblem,
      paid_on: (value) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'account.payment.dateRequired';
        return value > today ? 'account.payment.dateFuture' : null;
      },
      note: (value) => optionalTextProblem(value, 200),
    },
  });
  const field = useFieldProps(form);
  const typed = amountMinorOf(form.values.amount, currency);
  const preview = typed !== null && typed > 0 && typed <= dueMinor ? allocate(checkOuts, typed) : null;

  const submit = form.onSubmit(async (values) => {
    const amountMinor = amountMinorOf(values.amount, currency)!;
    const method = values.payment_method!;
    const body: PaymentCreate = {
      check_out_ids: checkOuts.filter((row) => !isEarlierBalance(row)).map((checkOut) => checkOut.id),
      ...(earlierChosen ? { opening_balance: true } : {}),
      amount_minor: amountMinor,
      payment_method: method,
      paid_on: values.paid_on,
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    };
    const confirmed = await openConfirmation({
      messageKey: earlierChosen ? 'account.payment.confirmItems' : 'account.payment.confirm',
      values: { amount: money(amountMinor), method: t(PAYMENT_METHOD_KEYS[method]), date: formatCalendarDate(values.paid_on, language), n: checkOutCount },
    });
    if (!confirmed) return;
    record.mutate(
      { farmerId, body, idempotencyKey: keeper.current.keyFor(body) },
      {
        onSuccess: () => {
          keeper.current.settle();
          showToast('account.payment.done', 'success');
          onDone();
        },
        onError: (error) => {
          // A refusal is an answer: a corrected body gets a fresh key anyway.
          keeper.current.settle();
          applyServerErrors(form, error, { amount_minor: 'amount', check_out_ids: 'amount', opening_balance: 'amount' });
        },
      },
    );
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payment-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="payment-form-title">
            {t('account.payment.title')}
          </Title>
          <Text size="sm">{t(earlierChosen ? 'account.payment.chosenItems' : 'account.payment.chosenDue', { n: checkOutCount, due: money(dueMinor) })}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('account.payment.amount', { currency: currencySign(language, currency) })}
              description={t('account.payment.amountHint', { due: money(dueMinor) })}
              inputMode="decimal"
              required
              {...field('amount')}
            />
            <Select
              label={t('account.payment.method')}
              data={PAYMENT_METHODS.map((value) => ({ value, label: t(PAYMENT_METHOD_KEYS[value]) }))}
              allowDeselect={false}
              required
              comboboxProps={{ withinPortal: true }}
              {...field('payment_method')}
            />
            <TextInput type="date" label={t('account.payment.date')} description={t('account.payment.dateHint')} max={today} required {...field('paid_on')} />
            <Textarea label={t('account.payment.note')} rows={2} {...field('note')} />
          </SimpleGrid>
          {preview && (
            <Stack gap={4}>
              <Text fw={600} size="sm" id="payment-preview-title">
                {t('account.payment.previewTitle')}
              </Text>
              <ScrollTable label={t('account.payment.previewTitle')} minWidth={240}>
                <Table striped withTableBorder fz="sm" aria-labelledby="payment-preview-title">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('account.columns.code')}</Table.Th>
                      <Table.Th ta="end">{t('account.payment.applied')}</Table.Th>
                      <Table.Th ta="end">{t('account.payment.left')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.lines.map((line) => (
                      <Table.Tr key={line.checkOut.id} data-testid="preview-line">
                        <Table.Td ff={isEarlierBalance(line.checkOut) ? undefined : 'monospace'}>{line.checkOut.code}</Table.Td>
                        <Table.Td ta="end">{money(line.appliedMinor)}</Table.Td>
                        <Table.Td ta="end">{money(line.leftMinor)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
              <Text size="sm" data-testid="preview-summary">
                {t('account.payment.stillDue', { chosen: money(preview.leftMinor), owed: money(Math.max(0, owedMinor - (typed ?? 0))) })}
              </Text>
            </Stack>
          )}
          <FormError error={record.error} />
          {/* Stacked: the amount in the button's label needs the width on a phone. */}
          <Stack gap="xs">
            <Button type="submit" color="green" fullWidth loading={record.isPending}>
              {typed !== null && typed > 0 ? t('account.payment.submitAmount', { amount: money(typed) }) : t('account.payment.submit')}
            </Button>
            <Button variant="default" fullWidth onClick={onCancel} disabled={record.isPending}>
              {t('shared.cancel')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
