import type { ScanResult, StoredCrate } from '@coldroom/contract';
import { Button, type ButtonProps } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../connectivity';
import { resolveScan } from './resolve';
import { ScanSheet } from './ScanSheet';

/** The crates the phone keeps (every crate list read: a room's, a farmer's), for scans with no network. */
export function useKeptCrates() {
  const client = useQueryClient();
  return () => client.getQueriesData<{ items?: StoredCrate[] }>({ queryKey: ['crates'] }).flatMap(([, data]) => data?.items ?? []);
}

/**
 * "Scan": opens the scan sheet and hands over what the value names. `accept` may refuse a result the page
 * cannot use (answers a message key). `onResult` may answer a note: the sheet then stays open for the next
 * scan (crate after crate) and shows it. A scan only opens or selects: it never changes anything by itself.
 */
export function ScanButton({ onResult, accept, ...button }: { onResult: (result: ScanResult) => void | string; accept?: (result: ScanResult) => string | null } & ButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const online = useOnline();
  const crates = useKeptCrates();
  const onValue = async (value: string) => {
    const outcome = await resolveScan(value, { online, crates });
    if (!outcome.ok) return `scan.errors.${outcome.problem}`;
    const refusal = accept?.(outcome.result) ?? null;
    if (refusal) return refusal;
    const note = onResult(outcome.result);
    if (typeof note === 'string') return { note };
    setOpened(false);
    return null;
  };
  return (
    <>
      <Button variant="light" size="md" leftSection={<IconScan size={20} aria-hidden />} onClick={() => setOpened(true)} {...button}>
        {t('scan.button')}
      </Button>
      <ScanSheet opened={opened} onClose={() => setOpened(false)} onValue={onValue} />
    </>
  );
}
