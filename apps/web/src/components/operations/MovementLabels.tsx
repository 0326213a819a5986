import type { MovementType, PaymentMethod } from '@coldroom/contract';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MOVEMENT_TYPE_KEYS, PAYMENT_METHOD_KEYS } from '../../lib/operationLabels';

/** "Check-in" or "Check-out", in the colours every list of movements uses. */
export function MovementTypeBadge({ type }: { type: MovementType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={type === 'check_out' ? 'grape' : 'cyan'}>
      {t(MOVEMENT_TYPE_KEYS[type])}
    </Badge>
  );
}

/** A movement's code as people read it out and type it: fixed-width and bold. */
export function MovementCode({ code }: { code: string }) {
  return (
    <Text ff="monospace" fw={700}>
      {code}
    </Text>
  );
}

/** Whether a check-out was paid, and how (the method once one is known). */
export function PaymentBadges({ paid, method }: { paid: boolean; method: PaymentMethod | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={paid ? 'green' : 'orange'} variant="light">
        {paid ? t('operations.paid') : t('operations.unpaid')}
      </Badge>
      {method && (
        <Badge color="gray" variant="light">
          {t(PAYMENT_METHOD_KEYS[method])}
        </Badge>
      )}
    </>
  );
}
