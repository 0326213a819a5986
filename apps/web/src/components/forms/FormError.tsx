import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/errors';

/** The server's refusal in the user's language, next to the button that was pressed. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
      {t(errorMessageKey(error))}
    </Alert>
  );
}
