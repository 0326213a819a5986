import { Button } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSimulatorStatus } from '../api/smsSimulator';

/** The way to the phone simulator, on the outbox card: only while SMS stay in the outbox (no gateway). */
export function PhoneSimulatorLink() {
  const { t } = useTranslation();
  const status = useSimulatorStatus();
  if (status.data?.available !== true) return null;
  return (
    <Button component={Link} to="/management/phone-simulator" variant="light" leftSection={<IconDeviceMobileMessage size={20} aria-hidden />} w="fit-content" maw="100%">
      {t('management.simulator.open')}
    </Button>
  );
}
