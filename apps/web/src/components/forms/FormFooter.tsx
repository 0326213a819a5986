import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from './FormError';

interface FormFooterProps {
  /** The server's refusal, if any (shown above the button). */
  error: unknown;
  busy: boolean;
  /** The button's translation key. */
  labelKey?: string;
}

/** The end of a form: the server's refusal above a full-width submit button (Save unless told). */
export function FormFooter({ error, busy, labelKey = 'shared.save' }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormError error={error} />
      <Button type="submit" fullWidth loading={busy}>
        {t(labelKey)}
      </Button>
    </>
  );
}
