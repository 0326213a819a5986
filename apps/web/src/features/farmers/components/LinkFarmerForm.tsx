import type { Farmer } from '@coldroom/contract';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/FormFooter';
import { useFieldProps } from '../../../lib/formProps';
import { codeProblem } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useLinkFarmer } from '../api/linkFarmer';

/** Links a farmer who signed up on their own phone, by the 8-character code their app shows. */
export function LinkFarmerForm({ onSaved }: { onSaved: (farmer: Farmer) => void }) {
  const { t } = useTranslation();
  const link = useLinkFarmer();
  const form = useForm({ initialValues: { user_code: '' }, validate: { user_code: (value: string) => codeProblem(value, 8) } });
  const field = useFieldProps(form);

  const submit = form.onSubmit(({ user_code }) => {
    link.mutate(user_code.replace(/[\s-]/g, '').toUpperCase(), { onSuccess: onSaved, onError: (error) => applyServerErrors(form, error) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('farmers.linkIntro')}</Text>
        <TextInput
          label={t('farmers.code')}
          placeholder="AB12CD34"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={12}
          required
          styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.1em', textTransform: 'uppercase' } }}
          {...field('user_code')}
        />
        <FormFooter error={link.error} busy={link.isPending} labelKey="farmers.link" />
      </Stack>
    </form>
  );
}
