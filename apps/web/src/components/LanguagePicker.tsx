import { LANGUAGES, isLanguage } from '@coldroom/contract';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/userLanguage';

/**
 * The phone's own picker (a native select): familiar, large, and light to download.
 * Each language is named in its own script, so anyone can find theirs whatever is on screen now.
 */
export function LanguagePicker(props: Omit<NativeSelectProps, 'data' | 'value' | 'onChange'>) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      label={t('shared.language')}
      leftSection={<IconLanguage size={18} aria-hidden />}
      {...props}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void chooseLanguage(value);
      }}
    />
  );
}
