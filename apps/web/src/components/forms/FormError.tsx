import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorMessageKey } from '../../lib/errors';

/**
 * The server's refusal in the user's language, next to the button that was pressed. What the refusal
 * tells beyond its code (`details`, e.g. both addresses of app_address_mismatch) fills the text's blanks.
 */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
      {t(errorMessageKey(error), error instanceof ApiError ? error.details : undefined)}
    </Alert>
  );
}
