import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A list's search box, with a button to clear it. */
export function SearchInput({ value, onChange, ...props }: SearchInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={value ? <CloseButton aria-label={t('shared.clearSearch')} onClick={() => onChange('')} /> : null}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
