import { Anchor, Loader, MultiSelect, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey } from '../../../lib/errors';
import { useFieldProps } from '../../../lib/formProps';
import { useCompanyOperators } from '../api/listOperators';
import type { RoomValues } from '../roomForm';

interface Assigned {
  id: number;
  first_name: string;
  last_name: string;
}

/** The company's operators who run this room; people already assigned stay listed even if the list fails. */
export function OperatorsField({ form, assigned = [] }: { form: UseFormReturnType<RoomValues>; assigned?: Assigned[] }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const operators = useCompanyOperators();
  // Pills show the name; the list also shows the phone, to tell two people of the same name apart.
  const options = new Map<string, string>(assigned.map((a) => [String(a.id), `${a.first_name} ${a.last_name}`.trim()]));
  const phones = new Map<string, string>();
  for (const operator of operators.data?.items ?? []) {
    options.set(String(operator.id), `${operator.firstName} ${operator.lastName}`.trim());
    if (operator.phone) phones.set(String(operator.id), operator.phone);
  }
  if (operators.isPending) return <Loader size="sm" aria-label={t('rooms.fields.loading')} />;
  if (options.size === 0) {
    return (
      <Text size="sm" c="dimmed">
        {operators.isError ? t(errorMessageKey(operators.error)) : t('rooms.operators.none')}{' '}
        <Anchor component={Link} to="/add-operators">
          {t('rooms.operators.invite')}
        </Anchor>
      </Text>
    );
  }
  return (
    <MultiSelect
      size="md"
      label={t('rooms.operators.label')}
      description={t('rooms.operators.hint')}
      data={[...options].map(([value, label]) => ({ value, label }))}
      searchable
      hidePickedOptions
      clearable
      nothingFoundMessage={t('rooms.operators.noMatch')}
      // Mantine's "detached" check hides this dropdown on phones although its input is in view.
      comboboxProps={{ hideDetached: false }}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          {phones.has(option.value) && (
            <Text size="xs" c="dimmed">
              {phones.get(option.value)}
            </Text>
          )}
        </div>
      )}
      {...field('operators')}
    />
  );
}
