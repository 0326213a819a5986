/**
 * Everything the run starts (cluster, server process, pools) registers how to stop it here. The steps run
 * in reverse order once: at the end, on an error, on Ctrl-C or SIGTERM, or when the run overruns its
 * time limit. A step that hangs is abandoned after a few seconds so the run always ends.
 */
export class Cleanup {
  private readonly steps: { name: string; stop: () => unknown }[] = [];
  private running: Promise<void> | undefined;

  add(name: string, stop: () => unknown): void {
    this.steps.push({ name, stop });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await withTimeout(Promise.resolve().then(step.stop), 10_000);
        } catch (error) {
          console.error(`bench: stopping ${step.name} failed: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }

  /** Stops everything and exits on SIGINT/SIGTERM, or after `limitMs` if the run has not ended by then. */
  installExitGuards(limitMs: number): void {
    let aborting = false;
    const abort = (why: string, code: number) => {
      // A second signal (Ctrl-C reaches tsx and this process alike) must not cut the clean-up short.
      if (aborting) return;
      aborting = true;
      console.error(`\nbench: ${why}; stopping the server and the database`);
      void this.run().finally(() => process.exit(code));
    };
    process.on('SIGINT', () => abort('interrupted', 130));
    process.on('SIGTERM', () => abort('terminated', 143));
    setTimeout(() => abort(`still running after ${Math.round(limitMs / 1000)} s`, 1), limitMs).unref();
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'step'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
