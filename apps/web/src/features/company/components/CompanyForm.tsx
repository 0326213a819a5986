import type { Company } from '@coldroom/contract';
import type { CropId } from '@coldroom/domain';
import { Alert, Divider, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/forms/CountrySelect';
import { CropMultiSelect } from '../../../components/forms/CropMultiSelect';
import { CurrencySelect } from '../../../components/forms/CurrencySelect';
import { SmsCountriesSelect } from '../../../components/forms/SmsCountriesSelect';
import { FormFooter } from '../../../components/forms/FormFooter';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { ApiError } from '../../../lib/api';
import { apiFileUrl } from '../../../lib/config';
import { countryName } from '../../../lib/countries';
import { useFieldProps } from '../../../lib/formProps';
import { nameProblem, optionalTextProblem, requiredProblem } from '../../../lib/formRules';
import { applyServerErrors, fieldReasonKey } from '../../../lib/serverErrors';
import { useUpdateCompany } from '../api/updateCompany';
import { LogoPicker } from './LogoPicker';

interface Values {
  name: string;
  country: string | null;
  currency: string | null;
  crop: string[];
  sms_countries: string[];
  account_name: string;
  account_number: string;
  bank_name: string;
  balance_reminders: boolean;
  sms_plain_letters: boolean;
}

const valuesOf = (company: Company): Values => ({
  name: company.name,
  country: company.country,
  currency: company.currency,
  crop: company.crop,
  sms_countries: company.sms_countries ?? [],
  account_name: company.account_name ?? '',
  account_number: company.account_number ?? '',
  bank_name: company.bank_name ?? '',
  balance_reminders: company.balance_reminders ?? true,
  sms_plain_letters: company.sms_plain_letters ?? false,
});

/** Company details with the logo, saved in one multipart PUT. */
export function CompanyForm({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const smsAllowed = company.sms_countries_allowed ?? [];
  // Only the company's own service providers are told the switch (domain-rules §11); others do not send it.
  const remindersShown = company.balance_reminders !== undefined;
  const plainShown = company.sms_plain_letters !== undefined;
  const update = useUpdateCompany();
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(company),
    validate: {
      name: (value) => nameProblem(value, 120),
      country: requiredProblem,
      currency: requiredProblem,
      account_name: (value) => optionalTextProblem(value, 120),
      account_number: (value) => optionalTextProblem(value, 34),
      bank_name: (value) => optionalTextProblem(value, 120),
    },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    setLogoError(null);
    const fields = {
      name: values.name.trim(),
      country: values.country!,
      currency: values.currency!,
      crop: values.crop as CropId[],
      // Only countries the server allows are offered; the home country always counts, so it is not kept here.
      sms_countries: values.sms_countries.filter((code) => code !== values.country),
      account_name: values.account_name.trim() || null,
      account_number: values.account_number.trim() || null,
      bank_name: values.bank_name.trim() || null,
      ...(remindersShown ? { balance_reminders: values.balance_reminders } : {}),
      ...(plainShown ? { sms_plain_letters: values.sms_plain_letters } : {}),
    };
    update.mutate(
      { id: company.id, fields, logo, removeLogo },
      {
        onSuccess: () => {
          setLogo(null);
          setRemoveLogo(false);
          void openSuccessPopup('company.saved');
        },
        onError: (error) => {
          applyServerErrors(form, error, (path) => (path.startsWith('sms_countries.') ? 'sms_countries' : undefined));
          const logoReason = error instanceof ApiError ? error.fields.logo : undefined;
          if (logoReason) setLogoError(t(fieldReasonKey(logoReason)));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('forms.companyName')} required {...field('name')} />
        <LogoPicker
          current={apiFileUrl(company.logo)}
          file={logo}
          removed={removeLogo}
          onFile={(file) => {
            setLogo(file);
            setLogoError(null);
          }}
          onRemove={() => setRemoveLogo(true)}
          error={logoError}
        />
        <CountrySelect required {...field('country')} />
        <CurrencySelect required description={t('forms.currencyHint')} {...field('currency')} />
        <CropMultiSelect {...field('crop')} />
        <Divider my="xs" />
        <Title order={2} size="h4">
          {t('company.sms')}
        </Title>
        {form.values.country && smsAllowed.length > 0 && !smsAllowed.includes(form.values.country) && (
          <Alert color="orange" role="status">
            {t('company.smsCountryBlocked', { country: countryName(form.values.country, i18n.language) })}
          </Alert>
        )}
        <SmsCountriesSelect allowed={smsAllowed} homeCountry={form.values.country} {...field('sms_countries')} />
        {remindersShown && (
          <Switch
            label={t('account.companySwitch.label')}
            description={t('account.companySwitch.hint')}
            size="md"
            {...form.getInputProps('balance_reminders', { type: 'checkbox' })}
          />
        )}
        {plainShown && (
          <Switch
            label={t('company.smsPlainLetters.label')}
            description={t('company.smsPlainLetters.hint')}
            size="md"
            {...form.getInputProps('sms_plain_letters', { type: 'checkbox' })}
          />
        )}
        <Divider my="xs" />
        <Title order={2} size="h4">
          {t('company.bank')}
        </Title>
        <TextInput label={t('company.bankName')} {...field('bank_name')} />
        <TextInput label={t('company.accountName')} {...field('account_name')} />
        <TextInput label={t('company.accountNumber')} inputMode="numeric" {...field('account_number')} />
        <FormFooter error={update.error} busy={update.isPending} />
      </Stack>
    </form>
  );
}
