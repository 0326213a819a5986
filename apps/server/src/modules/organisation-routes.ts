import type { FastifyPluginAsync } from 'fastify';
import { companyRoutes } from './companies/routes';
import { farmerRoutes } from './farmers/routes';
import { fileRoutes } from './files/routes';
import { invitationRoutes } from './invitations/routes';
import { operatorRoutes } from './operators/routes';
import { passwordRoutes } from './password-reset/routes';
import { serviceProviderRoutes } from './service-providers/routes';
import { signupRoutes } from './signup/routes';
import { smsOutboxRoutes } from './sms-outbox/routes';

/** Issue 3: companies, sign-up, people, invitations, passwords, the SMS outbox and stored files. */
export const organisationRoutes: FastifyPluginAsync = async (api) => {
  await api.register(signupRoutes);
  await api.register(companyRoutes);
  await api.register(serviceProviderRoutes);
  await api.register(operatorRoutes);
  await api.register(farmerRoutes);
  await api.register(invitationRoutes);
  await api.register(passwordRoutes);
  await api.register(smsOutboxRoutes);
  await api.register(fileRoutes);
};
