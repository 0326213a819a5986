import type { CropAdvice } from '@coldroom/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useCropAdvice } from '../api/textOverrides';

/**
 * The advice a person's companies wrote for their crops (docs/text-overrides.md), in the language shown:
 * read only when logged in (a visitor has no company). Grouped by crop id for the knowledge hub's table.
 */
export function useCompanyCropAdvice(language: string): Map<string, CropAdvice[]> {
  const { loggedIn, role } = useSession();
  const query = useCropAdvice(loggedIn && role !== 'Administrator');
  const byCrop = new Map<string, CropAdvice[]>();
  for (const item of query.data?.items ?? []) {
    if (item.language !== language) continue;
    byCrop.set(item.crop_id, [...(byCrop.get(item.crop_id) ?? []), item]);
  }
  return byCrop;
}

/** One crop's company advice, under its storage facts. */
export function CropAdviceNotes({ items }: { items: readonly CropAdvice[] | undefined }) {
  const { t } = useTranslation();
  if (!items || items.length === 0) return null;
  return (
    <Stack gap={6} mt={6}>
      {items.map((item) => (
        <Paper key={item.company_id} p="xs" radius="sm" bg="var(--mantine-primary-color-light)" data-testid="company-advice">
          <Text size="xs" fw={600}>
            {t('textOverrides.adviceFrom', { company: item.company_name })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
