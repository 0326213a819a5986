/** One queue's jobs as the queue reports them. */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

/**
 * What health and metrics need from the background job queue: whether this process runs it, and how many
 * jobs wait, run and failed in each queue. The job queue on the app context answers it; without one, the
 * readiness check and the job gauges leave the queue out.
 */
export interface QueueProbe {
  running(): boolean;
  depth(): Promise<QueueDepth[]>;
}
