import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { useAnalysisFilters } from './useAnalysisFilters';

function TwoQuickChanges() {
  const { setFilters } = useAnalysisFilters();
  return (
    <button
      type="button"
      onClick={() => {
        // As a person does it: a room, then a period, before the page has drawn itself again.
        setFilters({ rooms: [4] });
        setFilters({ preset: 'last_30_days' });
      }}
    >
      change
    </button>
  );
}

describe('analysis filters in the address', () => {
  it('keeps both of two changes made one right after the other', async () => {
    actAs('Service Provider');
    stubFetch(() => ({ body: { id: 1, name: 'Demo', currency: 'NGN', time_zone: 'Africa/Lagos', crop: [] } }));
    const { router } = renderRoutes([{ path: '/revenue-analysis', element: <TwoQuickChanges /> }], ['/revenue-analysis']);
    await userEvent.click(await screen.findByRole('button', { name: 'change' }));
    await waitFor(() => expect(router.state.location.search).toContain('range=last_30_days'));
    expect(new URLSearchParams(router.state.location.search).get('cooling_units')).toBe('4');
  });
});
