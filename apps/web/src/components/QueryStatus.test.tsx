import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test/render';
import { QueryStatus } from './QueryStatus';

const base = { isPending: false, isError: false, error: null, refetch: vi.fn(), fetchStatus: 'idle', data: undefined as unknown, dataUpdatedAt: 0 };
const twoHoursAgo = () => Date.now() - 2 * 3_600_000;

describe('query status', () => {
  it('shows the data alone when it is fresh', () => {
    renderWithProviders(<QueryStatus query={{ ...base, data: ['a'], dataUpdatedAt: Date.now() }}>rooms</QueryStatus>);
    expect(screen.getByText('rooms')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offline, shows the last-known data with its age', () => {
    renderWithProviders(<QueryStatus query={{ ...base, data: ['a'], fetchStatus: 'paused', dataUpdatedAt: twoHoursAgo() }}>rooms</QueryStatus>);
    expect(screen.getByText('rooms')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Offline. Last saved on this phone: 2 hours ago.');
  });

  it('keeps the last-known data when a refresh fails, says why and offers a retry', async () => {
    const refetch = vi.fn();
    const error = new TypeError('Failed to fetch');
    renderWithProviders(<QueryStatus query={{ ...base, isError: true, error, refetch, data: ['a'], dataUpdatedAt: twoHoursAgo() }}>rooms</QueryStatus>);
    expect(screen.getByText('rooms')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Could not refresh \(No connection to the server.*\)\. Last saved on this phone: 2 hours ago\./);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('offline with nothing saved, says the page will load when the network returns', () => {
    renderWithProviders(<QueryStatus query={{ ...base, isPending: true, fetchStatus: 'paused' }}>rooms</QueryStatus>);
    expect(screen.queryByText('rooms')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/has not been opened on this phone before/);
  });

  it('a failure with no data stays an error, the data hidden', () => {
    renderWithProviders(<QueryStatus query={{ ...base, isError: true, error: new ApiError(500, 'server_error', 'x') }}>rooms</QueryStatus>);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('rooms')).not.toBeInTheDocument();
  });
});
