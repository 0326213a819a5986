import { DEFAULT_CURRENCY, LANGUAGES, type Language } from '@coldroom/contract';
import type { CropId } from '@coldroom/domain';
import { Divider, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/forms/CountrySelect';
import { CropMultiSelect } from '../../../components/forms/CropMultiSelect';
import { CurrencySelect } from '../../../components/forms/CurrencySelect';
import { FormFooter } from '../../../components/forms/FormFooter';
import { currencyOfCountry } from '../../../lib/countries';
import { useFieldProps } from '../../../lib/formProps';
import { nameProblem, requiredProblem } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useServiceProviderSignup } from '../api/serviceProviderSignup';
import { AccountFields, accountBody, accountRules, EMPTY_ACCOUNT, type AccountValues } from './AccountFields';
import { currentLanguage, logInAfterSignup } from './SignupSuccess';

interface Values extends AccountValues {
  company_name: string;
  country: string | null;
  currency: string | null;
  crop: string[];
  language: Language;
}

const suggestedCurrency = (country: string | null) => (country ? currencyOfCountry(country) : undefined) ?? DEFAULT_CURRENCY;

// The company's name has its own field here; the rest land by their last part ("user.phone" → phone).
const fieldFor = (path: string) => (path.split('.').join('/') === 'company/name' ? 'company_name' : undefined);

/** A new company and its first service provider (spec §7 service-provider-signup). */
export function ServiceProviderSignupForm({ onDone }: { onDone: (loggedIn: boolean) => void }) {
  const { t } = useTranslation();
  const signup = useServiceProviderSignup();
  const form = useForm<Values>({
    initialValues: { ...EMPTY_ACCOUNT, company_name: '', country: 'NG', currency: DEFAULT_CURRENCY, crop: [], language: currentLanguage() },
    validate: {
      ...accountRules,
      company_name: (value) => nameProblem(value, 120),
      country: requiredProblem,
      currency: requiredProblem,
    },
    onValuesChange: (values, previous) => {
      // A new country suggests its currency, unless another currency was chosen by hand.
      const next = values.country ? currencyOfCountry(values.country) : undefined;
      if (values.country !== previous.country && next && values.currency === suggestedCurrency(previous.country)) {
        form.setFieldValue('currency', next);
      }
    },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const body = {
      user: { ...accountBody(values), language: values.language },
      company: { name: values.company_name.trim(), country: values.country!, currency: values.currency!, language: values.language, crop: values.crop as CropId[] },
    };
    signup.mutate(body, {
      onSuccess: async () => onDone(await logInAfterSignup(values.phone, values.password, 'sp')),
      onError: (error) => applyServerErrors(form, error, fieldFor),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('auth.signup.company')}
        </Title>
        <TextInput label={t('forms.companyName')} required autoComplete="organization" {...field('company_name')} />
        <CountrySelect required {...field('country')} />
        <CurrencySelect required description={t('forms.currencyHint')} {...field('currency')} />
        <Select
          label={t('forms.messageLanguage')}
          description={t('forms.messageLanguageHint')}
          allowDeselect={false}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          {...field('language')}
        />
        <CropMultiSelect {...field('crop')} />
        <Divider my="xs" />
        <Title order={2} size="h4">
          {t('auth.signup.you')}
        </Title>
        <AccountFields field={field} withEmail />
        <FormFooter error={signup.error} busy={signup.isPending} labelKey="auth.signup.submitCompany" />
      </Stack>
    </form>
  );
}
