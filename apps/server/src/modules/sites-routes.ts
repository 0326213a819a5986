import type { FastifyPluginAsync } from 'fastify';
import { coolingUnitRoutes } from './cooling-units/routes';
import { cropRoutes } from './crops/routes';
import { alertRuleRoutes } from './alert-rules/routes';
import { alertRoutes } from './alerts/routes';
import { deviceKeyRoutes } from './device-keys/routes';
import { locationRoutes } from './locations/routes';
import { mapRoutes } from './map/routes';
import { readingRoutes } from './readings/routes';
import { sensorIntegrationRoutes } from './sensor-integrations/routes';

/** Issue 4's endpoints under /storage/v1/: one registration for app.ts. */
export const sitesRoutes: FastifyPluginAsync = async (api) => {
  await api.register(cropRoutes);
  await api.register(locationRoutes);
  await api.register(coolingUnitRoutes);
  await api.register(readingRoutes);
  await api.register(deviceKeyRoutes);
  await api.register(alertRuleRoutes);
  await api.register(alertRoutes);
  await api.register(sensorIntegrationRoutes);
  await api.register(mapRoutes);
};
