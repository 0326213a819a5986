import type { Company } from '@coldroom/contract';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const FLAGS = [
  ['ml4Market', 'company.flags.market'],
  ['ml4Quality', 'company.flags.quality'],
  ['ml4Farmers', 'company.flags.farmers'],
] as const;

/** The three machine-learning features: shown, not changed here (Coldroom switches them on). */
export function CompanyFlags({ company }: { company: Company }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('company.flags.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('company.flags.hint')}
        </Text>
        {FLAGS.map(([flag, key]) => (
          <Group key={flag} gap="sm" wrap="nowrap">
            <ThemeIcon size={28} radius="xl" variant="light" color={company[flag] ? 'green' : 'gray'} aria-hidden>
              {company[flag] ? <IconCheck size={18} /> : <IconX size={18} />}
            </ThemeIcon>
            <Text>
              {t(key)}: <b>{company[flag] ? t('company.flags.on') : t('company.flags.off')}</b>
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
