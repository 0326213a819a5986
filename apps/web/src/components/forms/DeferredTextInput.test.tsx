import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { DeferredTextInput } from './DeferredTextInput';

/** A form-like owner: keeps the value, counts its own redraws, and can set the value from elsewhere. */
function Owner({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('1');
  return (
    <>
      <DeferredTextInput
        label="Weight"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <output aria-label="form value">{value}</output>
      <button type="button" onClick={() => setValue('9')}>
        Apply to all
      </button>
    </>
  );
}

describe('DeferredTextInput (issue 25: a key is painted before a large form redraws)', () => {
  it('shows every key, hands each text to the owner, and ends with the owner holding what was typed', async () => {
    const seen: string[] = [];
    renderWithProviders(<Owner onValue={(value) => seen.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    await userEvent.type(input, '2.5');
    expect(input).toHaveValue('12.5');
    expect(seen).toEqual(['12', '12.', '12.5']);
    await waitFor(() => expect(screen.getByRole('status', { name: 'form value' })).toHaveTextContent('12.5'));
  });

  it('takes a value the owner sets from elsewhere', async () => {
    renderWithProviders(<Owner onValue={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    await userEvent.type(input, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to all' }));
    await waitFor(() => expect(input).toHaveValue('9'));
    await userEvent.type(input, '0');
    expect(input).toHaveValue('90');
  });
});
