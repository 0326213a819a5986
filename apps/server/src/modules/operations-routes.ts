import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { analysisRoutes } from './analysis/routes';
import { checkInRoutes } from './check-ins/routes';
import { checkOutRoutes } from './check-outs/routes';
import { checkOutPaymentRoutes } from './check-outs/payment-routes';
import { dashboardRoutes } from './dashboard/routes';
import { checklistRoutes } from './imports/checklist';
import { importRoutes } from './imports/routes';
import { movementRoutes } from './movements/routes';
import { notificationRoutes } from './notifications/routes';
import { offlineRoutes } from './offline/routes';
import { produceRoutes } from './produce/routes';
import { rateCardRoutes } from './rate-cards/routes';
import { receiptRoutes } from './receipts/routes';
import { surveyRoutes } from './surveys/routes';
import { textOverrideRoutes } from './text-overrides/routes';

/** Issue 5: check-ins, check-outs, produce and crates in storage, movements, receipts, notifications. */
export const operationsRoutes: FastifyPluginAsync = async (api) => {
  await api.register(checkInRoutes);
  await api.register(checkOutRoutes);
  await api.register(checkOutPaymentRoutes);
  await api.register(produceRoutes);
  await api.register(movementRoutes);
  await api.register(receiptRoutes);
  await api.register(notificationRoutes);
  await api.register(analysisRoutes);
  await api.register(surveyRoutes);
  await api.register(offlineRoutes);
  await api.register(accountRoutes);
  await api.register(dashboardRoutes);
  await api.register(rateCardRoutes);
  await api.register(importRoutes);
  await api.register(checklistRoutes);
  await api.register(textOverrideRoutes);
};
