import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPeriodicTask } from "./periodic-task";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a task a server process repeats", () => {
  it("runs first after its delay, then every interval, never two runs at once, and stop waits for the run in flight", async () => {
    let runs = 0;
    let finishRun: () => void = () => undefined;
    const task = createPeriodicTask(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          finishRun = resolve;
        });
      },
      { intervalMs: 1000, firstRunAfterMs: 100, onError: () => undefined },
    );
    task.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    // The first run is still going: the interval's turns pass it by.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishRun();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(1);
  });

  it("hands a failed run to onError and runs again at the next turn", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const task = createPeriodicTask(
      () => {
        runs += 1;
        return Promise.reject(new Error(`run ${runs} failed`));
      },
      { intervalMs: 1000, onError: (error) => errors.push(error) },
    );
    task.start();
    await vi.advanceTimersByTimeAsync(2000);
    await task.stop();
    expect(runs).toBe(2);
    expect(errors.map((error) => (error instanceof Error ? error.message : String(error)))).toEqual(["run 1 failed", "run 2 failed"]);
  });
});
