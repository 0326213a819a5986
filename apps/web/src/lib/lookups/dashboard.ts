import { OPERATION_PREFIX, type Dashboard } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';

/** GET /operation/v1/dashboard/: the caller's figures at a glance, shaped by their role (docs/dashboard-rules.md). */
export function fetchDashboard(): Promise<Dashboard> {
  return apiFetch<Dashboard>(`${OPERATION_PREFIX}/dashboard/`);
}

/**
 * Under the rooms' key: a check-in, a check-out or a reading refreshes the rooms (['cooling-units']), and
 * the dashboard with them.
 */
export const dashboardKey = ['cooling-units', 'dashboard'] as const;

export function useDashboard(enabled = true) {
  return useQuery({ queryKey: dashboardKey, queryFn: fetchDashboard, enabled, staleTime: 60_000 });
}
