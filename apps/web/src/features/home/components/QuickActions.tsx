import type { Role } from '@coldroom/contract';
import { Button, Group } from '@mantine/core';
import { IconHistory, IconPackageExport, IconPackageImport } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the quick actions go (the shortcut cards below leave these out). */
export const QUICK_PATHS = new Set(['/check-in', '/check-out']);

/** The main page's first buttons: check in and out (operators) and the movement history (everyone). */
function QuickActionsView({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {role === 'Operator' && (
        <>
          <Button component={Link} to="/check-in" size="md" leftSection={<IconPackageImport size={20} />}>
            {t('pages.checkIn')}
          </Button>
          <Button component={Link} to="/check-out" size="md" variant="light" leftSection={<IconPackageExport size={20} />}>
            {t('pages.checkOut')}
          </Button>
        </>
      )}
      <Button component={Link} to="/management/movements" size="md" variant="default" leftSection={<IconHistory size={20} />}>
        {t('pages.movements')}
      </Button>
    </Group>
  );
}

/** Drawn again only when its own props change (a re-render of the page above it leaves it alone). */
export const QuickActions = memo(QuickActionsView);
