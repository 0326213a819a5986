import type { AuditEntry } from '@coldroom/contract';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditAction, auditField, auditThing, auditValue, auditWhen } from './auditText';

interface AuditEntryCardProps {
  entry: AuditEntry;
  /** The administrator's view: the company is shown too. */
  showCompany: boolean;
}

/** One audit row: when, who, what in words, the thing changed, and (opened) its fields before → after. */
export function AuditEntryCard({ entry, showCompany }: AuditEntryCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const kept = new Set(entry.changes.map((change) => change.field));
  // Fields named as changed whose values the row does not keep (personal data).
  const unkept = entry.fields.filter((field) => !kept.has(field));
  const hasComparison = entry.changes.length > 0 || unkept.length > 0;
  const who = entry.actor ? entry.actor.name || t('audit.unnamed') : t('audit.system');
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={auditAction(t, entry.action)}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={700}>{auditAction(t, entry.action)}</Text>
          <Text size="sm" c="dimmed" component="time" dateTime={entry.when}>
            {auditWhen(entry, language)}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{who}</Text>
          {entry.actor && (
            <Badge variant="light" color="gray" c="dark.7" tt="none">
              {t(`audit.roles.${entry.actor.role}`, { defaultValue: entry.actor.role })}
            </Badge>
          )}
          {showCompany && entry.company && (
            <Text size="sm" c="dimmed">
              {t('audit.companyLine', { name: entry.company.name })}
            </Text>
          )}
        </Group>
        <Text size="sm">{auditThing(t, entry)}</Text>
        {hasComparison && (
          <>
            <Button
              variant="subtle"
              size="compact-md"
              mih={44}
              px="xs"
              style={{ alignSelf: 'flex-start' }}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((value) => !value)}
              rightSection={open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
            >
              {open ? t('audit.hideChanges') : t('audit.showChanges')}
            </Button>
            {open && (
              <div id={panelId}>
                <Table.ScrollContainer minWidth={300}>
                  <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('audit.field')}</Table.Th>
                        <Table.Th scope="col">{t('audit.before')}</Table.Th>
                        <Table.Th scope="col">{t('audit.after')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {entry.changes.map((change) => (
                        <Table.Tr key={change.field}>
                          <Table.Th scope="row" fw={600}>
                            {auditField(t, change.field)}
                          </Table.Th>
                          <Table.Td>{auditValue(t, language, entry, change.field, change.before)}</Table.Td>
                          <Table.Td>{auditValue(t, language, entry, change.field, change.after)}</Table.Td>
                        </Table.Tr>
                      ))}
                      {unkept.map((field) => (
                        <Table.Tr key={field}>
                          <Table.Th scope="row" fw={600}>
                            {auditField(t, field)}
                          </Table.Th>
                          <Table.Td colSpan={2}>{t('audit.notKept')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </div>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
