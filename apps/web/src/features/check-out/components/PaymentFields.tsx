import { PAYMENT_METHODS, type PaymentMethod } from '@coldroom/contract';
import { Chip, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredTextInput } from '../../../components/forms/DeferredTextInput';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';

interface PaymentFieldsProps {
  currencySign: string;
  maxDiscount: string;
  discount: string;
  /** The discount's text for the page, in a transition: a key is painted before the page draws the new total. */
  onDiscount: (value: string) => void;
  /** The discount's text as typed, at once (the page confirms with it even before its redraw). */
  onDiscountTyped?: (value: string) => void;
  discountError?: string;
  method: PaymentMethod;
  onMethod: (value: PaymentMethod) => void;
  paid: boolean;
  onPaid: (value: boolean) => void;
}

/** Discount (at most the total due), how the farmer pays, and whether they paid now. */
export function PaymentFields(props: PaymentFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <DeferredTextInput
        label={t('checkOut.discountLabel', { currency: props.currencySign })}
        description={t('checkOut.discountHint', { max: props.maxDiscount })}
        inputMode="decimal"
        placeholder="0"
        value={props.discount}
        onChange={props.onDiscount}
        onType={props.onDiscountTyped}
        error={props.discountError ? t(props.discountError, { max: props.maxDiscount }) : undefined}
        size="md"
      />
      <div>
        <Text size="sm" fw={500} mb={4} id="payment-method-label">
          {t('checkOut.method')}
        </Text>
        <Chip.Group multiple={false} value={props.method} onChange={(value) => props.onMethod(value as PaymentMethod)}>
          <Group gap="xs" role="radiogroup" aria-labelledby="payment-method-label">
            {PAYMENT_METHODS.map((method) => (
              <Chip key={method} value={method} size="md">
                {t(PAYMENT_METHOD_KEYS[method])}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <Switch
        label={t('checkOut.paid')}
        description={props.paid ? t('checkOut.paidHint') : t('checkOut.unpaidHint')}
        checked={props.paid}
        onChange={(event) => props.onPaid(event.currentTarget.checked)}
        size="md"
      />
    </Stack>
  );
}
