import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldProps } from './formProps';

describe('useFieldProps', () => {
  it('translates the error and gives no focus handler, so a first focus draws nothing (issue 25)', () => {
    const { result } = renderHook(() => {
      const form = useForm({ initialValues: { weight: '' } });
      return { form, field: useFieldProps(form) };
    });
    act(() => result.current.form.setFieldError('weight', 'checkIn.crop'));
    const props = result.current.field('weight');
    expect(props.error).toBe('Crop');
    expect(props.value).toBe('');
    expect(props).not.toHaveProperty('onFocus');
    expect(props).not.toHaveProperty('onBlur');
    // A change still reaches the form.
    act(() => props.onChange('24.5'));
    expect(result.current.form.getValues().weight).toBe('24.5');
    expect(result.current.form.isTouched('weight')).toBe(true);
  });
});
