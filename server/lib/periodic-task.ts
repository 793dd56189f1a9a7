/**
 * Background work a server process repeats (housekeeping, development's order progression): one
 * run at a time (a slow run is not overlapped by the next), timers that never keep the process
 * alive, and a stop that waits for the run in flight so the database can be closed after it.
 */
export interface PeriodicTask {
  start: () => void;
  stop: () => Promise<void>;
}

export function createPeriodicTask(
  work: () => Promise<unknown>,
  options: { intervalMs: number; firstRunAfterMs?: number; onError: (error: unknown) => void },
): PeriodicTask {
  let firstRun: NodeJS.Timeout | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function tick(): void {
    if (running) return;
    running = work()
      .then(
        () => undefined,
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      if (timer) return;
      if (options.firstRunAfterMs !== undefined) {
        firstRun = setTimeout(tick, options.firstRunAfterMs);
        firstRun.unref();
      }
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (firstRun) clearTimeout(firstRun);
      if (timer) clearInterval(timer);
      firstRun = null;
      timer = null;
      await running;
    },
  };
}
