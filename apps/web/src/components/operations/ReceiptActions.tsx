import { Button, Group } from '@mantine/core';
import { IconDownload, IconMessage, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/errors';
import { canShareFiles, fetchReceipt, saveFile, sendReceiptSms, shareFile } from '../../lib/receipts';
import { showToast } from '../toast';

interface ReceiptActionsProps {
  movementId: number;
  code: string;
  /** Staff may send the receipt by SMS. */
  withSms?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

type Busy = 'download' | 'share' | 'sms' | null;

/** Download the receipt PDF, hand it to another app (where the phone can), or send it by SMS. */
export function ReceiptActions({ movementId, code, withSms = false, size = 'sm' }: ReceiptActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Busy>(null);
  const sharing = canShareFiles();

  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      showToast(errorMessageKey(error), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const download = () => run('download', async () => saveFile(await fetchReceipt(movementId, code)));
  const share = () =>
    run('share', async () => {
      const file = await fetchReceipt(movementId, code);
      if (!(await shareFile(file, t('operations.receipt.title', { code })))) saveFile(file);
    });
  const sms = () =>
    run('sms', async () => {
      await sendReceiptSms(movementId);
      showToast('operations.receipt.smsQueued', 'success');
    });

  return (
    <Group gap="xs">
      <Button size={size} variant="light" leftSection={<IconDownload size={16} />} loading={busy === 'download'} onClick={() => void download()}>
        {t('operations.receipt.download')}
      </Button>
      {sharing && (
        <Button size={size} variant="light" leftSection={<IconShare size={16} />} loading={busy === 'share'} onClick={() => void share()}>
          {t('operations.receipt.share')}
        </Button>
      )}
      {withSms && (
        <Button size={size} variant="light" leftSection={<IconMessage size={16} />} loading={busy === 'sms'} onClick={() => void sms()}>
          {t('operations.receipt.sms')}
        </Button>
      )}
    </Group>
  );
}
