import type { TestProject } from 'vitest/node';
import { startCluster } from './cluster';

/** Vitest global setup of the api-postgres project: one cluster for the run, a database per test file. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
