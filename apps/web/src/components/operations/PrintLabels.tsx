import { LABEL_FORMATS, type LabelFormat } from '@coldroom/contract';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/errors';
import { fetchLabels } from '../../lib/labels';
import { printOrShare } from '../../lib/receipts';
import { showToast } from '../toast';

const FORMAT_KEYS: Record<LabelFormat, string> = { a4: 'labels.formats.sheet', '58mm': 'labels.formats.narrowStrip', '80mm': 'labels.formats.wideStrip' };

/** "Print labels" for a check-in's crates: an A4 sheet or a 58/80 mm strip, printed or shared in one tap. */
export function PrintLabels({ checkInId, code }: { checkInId: number; code: string }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<LabelFormat>('a4');
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      await printOrShare(await fetchLabels(checkInId, format, code), t('labels.title', { code }));
    } catch (error) {
      showToast(errorMessageKey(error), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" id={`label-format-${checkInId}`}>
        {t('labels.format')}
      </Text>
      <Group gap="xs">
        <SegmentedControl
          aria-labelledby={`label-format-${checkInId}`}
          size="xs"
          value={format}
          onChange={(value) => setFormat(value as LabelFormat)}
          data={LABEL_FORMATS.map((value) => ({ value, label: t(FORMAT_KEYS[value]) }))}
        />
        <Button size="sm" variant="light" leftSection={<IconTags size={16} />} loading={busy} onClick={() => void print()}>
          {t('labels.print')}
        </Button>
      </Group>
    </Stack>
  );
}
