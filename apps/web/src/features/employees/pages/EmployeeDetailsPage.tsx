import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GENDER_KEYS } from '../../../components/forms/GenderSelect';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatDateTime, fullName } from '../../../lib/format';
import { useEmployee } from '../api/employee';
import { LeftToRight } from '../../../lib/bidi';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children || '—'}</Text>
    </div>
  );
}

/** details-registered-employee/{id}: a colleague's contact details and last login. */
export function EmployeeDetailsPage() {
  const { t, i18n } = useTranslation();
  const employee = useEmployee(Number(useParams().id));
  const person = employee.data;
  return (
    <Stack gap="md" maw={640}>
      <PageHeader
        title={person ? fullName(person.first_name, person.last_name) : t('pages.employeeDetails')}
        back={{ to: '/registered-employees', labelKey: 'pages.registeredEmployees' }}
      />
      <QueryStatus query={employee}>
        {person && (
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Fact label={t('forms.phone')}>
                <LeftToRight>{person.phone}</LeftToRight>
              </Fact>
              <Fact label={t('forms.email')}>{person.email}</Fact>
              <Fact label={t('forms.gender')}>{person.gender ? t(GENDER_KEYS[person.gender]) : null}</Fact>
              <Fact label={t('shared.language')}>{t(`languages.${person.language}`)}</Fact>
              <Fact label={t('people.lastLoginLabel')}>{formatDateTime(person.last_login, i18n.language) ?? t('people.never')}</Fact>
            </SimpleGrid>
          </Paper>
        )}
      </QueryStatus>
    </Stack>
  );
}
