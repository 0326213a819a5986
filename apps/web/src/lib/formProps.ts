import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * Form errors hold translation keys (so they follow a change of language); this turns a field's
 * input props into ones whose error is the translated text.
 */
export function useFieldProps<V extends object>(form: UseFormReturnType<V>) {
  const { t } = useTranslation();
  return (path: string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: props.error ? t(String(props.error)) : undefined };
  };
}
