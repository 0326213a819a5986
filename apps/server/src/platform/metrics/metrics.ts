import { Counter, Registry } from 'prom-client';

/** What became of one SMS: handed to the gateway, refused before sending (budget, limits), or given up on. */
export type SmsOutcome = 'sent' | 'refused' | 'failed';
/** What became of one operation a device recorded offline and sent later. */
export type OfflineOutcome = 'applied' | 'refused';

/**
 * The app's Prometheus metrics (prom-client). One registry per app, never the library's global one, so that
 * several apps in one process (the tests) keep their counts apart. Counters count in this process;
 * Prometheus adds up the processes behind the load balancer.
 */
export interface Metrics {
  readonly registry: Registry;
  sms(outcome: SmsOutcome, count?: number): void;
  offline(outcome: OfflineOutcome, count?: number): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const sms = new Counter({
    name: 'coldroom_sms_total',
    help: 'SMS by outcome: sent (the gateway took it), refused (budget or limits), failed (given up after retries)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const offline = new Counter({
    name: 'coldroom_offline_operations_total',
    help: 'Operations recorded offline and sent later, by outcome: applied or refused',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    sms: (outcome, count = 1) => sms.inc({ outcome }, count),
    offline: (outcome, count = 1) => offline.inc({ outcome }, count),
  };
}
