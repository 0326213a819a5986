import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/forms/CountrySelect';
import { useFieldProps } from '../../../lib/formProps';
import type { LocationValues } from '../validation';

/** Country (always needed) and the postal address; the city is required when the address is the way the place is given. */
export function AddressFields({ form }: { form: UseFormReturnType<LocationValues> }) {
  const { t } = useTranslation();
  const byAddress = form.values.method === 'address';
  const input = useFieldProps(form);
  return (
    <Stack gap="sm">
      <CountrySelect withAsterisk {...input('country')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('locations.fields.state')} autoComplete="address-level1" {...input('state')} />
        <TextInput label={t('locations.fields.city')} autoComplete="address-level2" withAsterisk={byAddress} {...input('city')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('locations.fields.street')} autoComplete="address-line1" {...input('street')} />
        <TextInput label={t('locations.fields.streetNumber')} {...input('street_number')} />
        <TextInput label={t('locations.fields.zipCode')} autoComplete="postal-code" {...input('zip_code')} />
      </SimpleGrid>
    </Stack>
  );
}
