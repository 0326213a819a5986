import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FarmerSignupForm } from './FarmerSignupForm';
import { ServiceProviderSignupForm } from './ServiceProviderSignupForm';

type Kind = 'company' | 'farmer';

interface RegisterChooserProps {
  /** A company signed up (and logged in, or not). */
  onDone: (loggedIn: boolean) => void;
  /** A farmer signed up: the phone's code comes next. */
  onVerify: (phone: string) => void;
}

/** Registration: a company (service provider) or a farmer. Operators and employees join by invitation. */
export function RegisterChooser({ onDone, onVerify }: RegisterChooserProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('farmer');
  return (
    <Stack gap="md">
      <Input.Wrapper label={t('auth.signup.kind')} labelElement="div">
        <SegmentedControl
          fullWidth
          mt={4}
          size="md"
          aria-label={t('auth.signup.kind')}
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={[
            { value: 'farmer', label: t('auth.signup.farmer') },
            { value: 'company', label: t('auth.signup.companyKind') },
          ]}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
        />
      </Input.Wrapper>
      <Text size="sm" c="dimmed">
        {kind === 'farmer' ? t('auth.signup.farmerHint') : t('auth.signup.companyHint')}
      </Text>
      {kind === 'farmer' ? <FarmerSignupForm onSent={onVerify} /> : <ServiceProviderSignupForm onDone={onDone} />}
      <Text size="sm" c="dimmed">
        {t('auth.signup.staffHint')}
      </Text>
    </Stack>
  );
}
