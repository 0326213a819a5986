import { IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOnline } from '../connectivity';
import { scannedPath } from './open';
import { resolveScan } from './resolve';
import { useKeptCrates } from './ScanButton';
import { ScanSheet } from './ScanSheet';

/** The operator's bottom-bar "Scan": a crate's label opens its lot (a typed movement code, its lot). */
export function ScanTab({ className, labelClassName }: { className: string; labelClassName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const crates = useKeptCrates();
  const [opened, setOpened] = useState(false);
  const onValue = async (value: string) => {
    const outcome = await resolveScan(value, { online, crates });
    if (!outcome.ok) return `scan.errors.${outcome.problem}`;
    setOpened(false);
    void navigate(scannedPath(outcome.result));
    return null;
  };
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpened(true)}>
        <IconScan size={24} aria-hidden />
        <span className={labelClassName}>{t('scan.button')}</span>
      </button>
      <ScanSheet opened={opened} onClose={() => setOpened(false)} onValue={onValue} />
    </>
  );
}
