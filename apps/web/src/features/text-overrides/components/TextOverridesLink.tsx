import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';

/** The way to the company's own SMS texts and crop advice, on the outbox card: for service providers only. */
export function TextOverridesLink() {
  const { t } = useTranslation();
  const { role } = useSession();
  if (role !== 'Service Provider') return null;
  return (
    <Button component={Link} to="/management/texts" variant="light" leftSection={<IconPencil size={20} aria-hidden />} w="fit-content" maw="100%">
      {t('textOverrides.open')}
    </Button>
  );
}
