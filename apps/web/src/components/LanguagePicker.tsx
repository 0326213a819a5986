import { LANGUAGES, isLanguage } from '@coldroom/contract';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/userLanguage';

/**
 * The phone's own picker (a native select): familiar, large, and light to download.
 * Each language is named in its own script, so anyone can find theirs whatever is on screen now. Those
 * names are drawn in the phone's own fonts: in the app's font every visitor would download the Devanagari,
 * Odia and Gujarati fonts (about 100 kB) just for this list, whatever language they read.
 */
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
type PickerStyles = Record<string, CSSProperties | undefined>;
/** The caller's styles (an object here; the function form is not used for this picker). */
const stylesObject = (styles: NativeSelectProps['styles']): PickerStyles => (styles && typeof styles === 'object' ? (styles as PickerStyles) : {});

export function LanguagePicker(props: Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'children'>) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      label={t('shared.language')}
      leftSection={<IconLanguage size={18} aria-hidden />}
      {...props}
      styles={{ ...stylesObject(props.styles), input: { ...stylesObject(props.styles).input, fontFamily: SYSTEM_FONTS } }}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void chooseLanguage(value);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} style={{ fontFamily: SYSTEM_FONTS }}>
          {t(`languages.${language}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
