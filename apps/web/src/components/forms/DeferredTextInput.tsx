import { TextInput, type TextInputProps } from '@mantine/core';
import { startTransition, useEffect, useRef, useState } from 'react';

export interface DeferredTextInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  /** Called with the new text inside a transition: whatever the whole form draws again follows the key. */
  onChange: (value: string) => void;
  /** Called with the new text at once, before the transition (for a form that keeps what was typed in a ref). */
  onType?: (value: string) => void;
}

/**
 * A text field that shows each key at once and hands the text to the form in a transition. In a large form
 * (20 lots of 10 crates in check-in) a key that redraws the form took 1.7 s on a low-tier phone; this way the
 * key is painted first, and the redraw yields to the next key (issue 25, INP). The form's own state stays
 * the truth: a value it sets from elsewhere (a value applied to every crate, a reset) replaces the text.
 * Use it only where the form keeps its values in a ref as well (Mantine's useForm, or `onType`), so a submit
 * right after a key reads the new text even before the redraw.
 */
export function DeferredTextInput({ value, onChange, onType, ...rest }: DeferredTextInputProps) {
  const [text, setText] = useState(value);
  // Texts handed to the form and not yet come back as `value`.
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const at = sent.current.indexOf(value);
    if (at >= 0) {
      sent.current.splice(0, at + 1);
      return;
    }
    sent.current = [];
    setText(value);
  }, [value]);
  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onType?.(next);
        sent.current.push(next);
        startTransition(() => onChange(next));
      }}
    />
  );
}
