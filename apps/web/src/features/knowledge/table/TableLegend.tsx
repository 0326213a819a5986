import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { cropById, cropName } from '@coldroom/domain';
import { useTranslation } from 'react-i18next';
import type { StorageConflict, TablePage } from '../content';

function Definitions({ items }: { items: { id: string; label: string; description: string }[] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {items.map((item) => (
        <div key={item.id}>
          <Text component="dt" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" m={0} c="dimmed">
            {item.description}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** What the columns and the ethylene levels mean. */
export function TableLegend({ page }: { page: TablePage }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('knowledge.table.legendTitle')}
        </Title>
        <Definitions items={page.columns} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('knowledge.table.levelsTitle')}
        </Title>
        <Definitions items={page.levels} />
      </Stack>
    </SimpleGrid>
  );
}

function CropChips({ label, ids, language, colour }: { label: string; ids: string[]; language: string; colour: string }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {label}
      </Text>
      <Group gap={6}>
        {ids.map((id) => {
          const crop = cropById(id);
          return (
            <Badge key={id} variant="light" color={colour} radius="sm" size="lg" style={{ textTransform: 'none', fontWeight: 500 }}>
              {crop ? cropName(crop, language) : id}
            </Badge>
          );
        })}
      </Group>
    </div>
  );
}

function ConflictCard({ conflict, language }: { conflict: StorageConflict; language: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {conflict.title}
        </Title>
        <Text>{conflict.description}</Text>
        <CropChips label={conflict.labelA} ids={conflict.cropsA} language={language} colour="orange" />
        <CropChips label={conflict.labelB} ids={conflict.cropsB} language={language} colour="blue" />
        <Text fw={500} c="teal.9">
          {conflict.advice}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Which crops should not share a room, group against group, with what to do when they must. */
export function ConflictList({ page, language }: { page: TablePage; language: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="conflicts">
      <Title order={2} size="h3" id="conflicts" style={{ scrollMarginTop: '4.5rem' }}>
        {t('knowledge.table.conflictsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {page.conflicts.map((conflict) => (
          <ConflictCard key={conflict.id} conflict={conflict} language={language} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
