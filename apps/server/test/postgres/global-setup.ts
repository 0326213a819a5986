import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { prepareTemplate } from '../template';
import { startCluster } from './cluster';

/** The migrated database every test file's database is copied from (CREATE DATABASE … TEMPLATE). */
export const TEMPLATE_DATABASE = 'coldroom_template';

/**
 * Vitest global setup of the api-postgres project: one cluster for the run, a database per test file.
 * Each test file's database is a copy of one prepared here once (migrations, crop catalogue, job queue
 * schema), instead of every file preparing its own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startCluster();
  try {
    const admin = await openDatabase({ databaseUrl: cluster.adminUrl });
    await admin.sql.executeSql(`create database ${TEMPLATE_DATABASE}`);
    await admin.close();
    const url = new URL(cluster.adminUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const template = await openDatabase({ databaseUrl: url.toString() });
    await prepareTemplate(template);
    // A template must have no connection open while it is copied.
    await template.close();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('pgAdminUrl', cluster.adminUrl);
  project.provide('pgTemplate', TEMPLATE_DATABASE);
  return () => cluster.stop();
}
