import { daysBetweenDates } from '@coldroom/domain';
import { STATEMENT_MAX_DAYS } from '@coldroom/contract';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDownload, IconMessage, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { errorMessageKey } from '../../../lib/errors';
import { canShareFiles, saveFile, shareFile } from '../../../lib/receipts';
import { companyToday, monthStart } from '../allocation';
import { fetchStatementPdf, sendStatementSms } from '../api/account';

interface StatementPanelProps {
  farmerId: number;
  /** For a farmer with several companies: whose statement. */
  companyId?: number | null;
  /** Staff may send the statement's totals by SMS. */
  withSms?: boolean;
}

type Busy = 'download' | 'share' | 'sms' | null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The statement for a date range: as a PDF in the farmer's language (download or share), or by SMS. */
export function StatementPanel({ farmerId, companyId = null, withSms = false }: StatementPanelProps) {
  const { t } = useTranslation();
  const today = companyToday();
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState<Busy>(null);
  const [shown, setShown] = useState(false);
  const sharing = canShareFiles();

  const fromError = !DATE.test(from) ? 'account.statement.dateRequired' : null;
  const toError = !DATE.test(to)
    ? 'account.statement.dateRequired'
    : !fromError && from > to
      ? 'account.statement.fromAfterTo'
      : !fromError && daysBetweenDates(from, to) + 1 > STATEMENT_MAX_DAYS
        ? 'account.statement.tooLong'
        : null;
  const range = { from, to, company: companyId };

  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>) => {
    setShown(true);
    if (fromError || toError) return;
    setBusy(what);
    try {
      await work();
    } catch (error) {
      showToast(errorMessageKey(error), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('account.statement.from')}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={shown && fromError ? t(fromError) : undefined}
        />
        <TextInput
          type="date"
          label={t('account.statement.to')}
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={shown && toError ? t(toError, { max: STATEMENT_MAX_DAYS }) : undefined}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconDownload size={18} />} loading={busy === 'download'} onClick={() => void run('download', async () => saveFile(await fetchStatementPdf(farmerId, range)))}>
          {t('account.statement.download')}
        </Button>
        {sharing && (
          <Button
            variant="light"
            leftSection={<IconShare size={18} />}
            loading={busy === 'share'}
            onClick={() =>
              void run('share', async () => {
                const file = await fetchStatementPdf(farmerId, range);
                if (!(await shareFile(file, t('account.statement.title')))) saveFile(file);
              })
            }
          >
            {t('account.statement.share')}
          </Button>
        )}
        {withSms && (
          <Button
            variant="light"
            leftSection={<IconMessage size={18} />}
            loading={busy === 'sms'}
            onClick={() =>
              void run('sms', async () => {
                await sendStatementSms(farmerId, range);
                showToast('account.statement.smsQueued', 'success');
              })
            }
          >
            {t('account.statement.sms')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
