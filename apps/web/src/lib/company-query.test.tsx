import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders, stubFetch } from '../test/render';
import { useCompany } from './company';
import { STORAGE_KEYS, writeItem } from './storage';

function CompanyName() {
  const company = useCompany();
  return <p>{company.isError ? 'failed' : (company.data?.name ?? 'loading')}</p>;
}

/** Mounts and unmounts the reader, as pages do that show a loader while they wait. */
function Toggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        toggle
      </button>
      {shown && <CompanyName />}
    </>
  );
}

describe('the company query', () => {
  it('does not ask again each time a reader mounts after it failed', async () => {
    writeItem(STORAGE_KEYS.company, 8);
    const { calls } = stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'no' } } }));
    renderWithProviders(<Toggle />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
      await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    }
    await waitFor(() => expect(screen.getByText('failed')).toBeInTheDocument());
    expect(calls.filter((call) => call.url.includes('/user/v1/companies/'))).toHaveLength(1);
  });
});
