import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * Form errors hold translation keys (so they follow a change of language); this turns a field's
 * input props into ones whose error is the translated text.
 *
 * Without Mantine's focus handlers: the first focus of a field marked it touched, a state change drawn at once
 * (not in a transition) over the whole form: 1.2 s for a tap on a weight in a check-in of 200 crates on a
 * low-tier phone (issue 25, INP). No form here reads "touched" or validates on blur; a change still marks its
 * field touched.
 */
export function useFieldProps<V extends object>(form: UseFormReturnType<V>) {
  const { t } = useTranslation();
  return (path: string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, { withFocus: false, ...options });
    return { ...props, error: props.error ? t(String(props.error)) : undefined };
  };
}
