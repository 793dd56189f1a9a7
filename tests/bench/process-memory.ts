// The memory of a store process started with memoryProbeArgs and an IPC channel: asked over the
// channel, answered by tests/bench/memory-probe.mjs inside the store after a full collection.
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";

export const memoryProbeArgs = ["--expose-gc", `--import=${pathToFileURL(path.join(import.meta.dirname, "memory-probe.mjs")).href}`];

const memoryAnswer = z.object({
  type: z.literal("memory"),
  id: z.number(),
  collected: z.boolean(),
  rss: z.number(),
  heapUsed: z.number(),
  heapTotal: z.number(),
  external: z.number(),
});

export type ProcessMemory = Omit<z.infer<typeof memoryAnswer>, "type" | "id">;

let nextId = 1;

export function memoryOf(child: ChildProcess, timeoutMs = 10_000): Promise<ProcessMemory> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off("message", onMessage);
      reject(new Error(`process ${child.pid ?? "?"} did not report its memory within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(message: unknown) {
      const parsed = memoryAnswer.safeParse(message);
      if (!parsed.success || parsed.data.id !== id) return;
      clearTimeout(timer);
      child.off("message", onMessage);
      const { type: _type, id: _id, ...memory } = parsed.data;
      resolve(memory);
    }
    child.on("message", onMessage);
    child.send({ type: "memory?", id }, (error) => {
      if (!error) return;
      clearTimeout(timer);
      child.off("message", onMessage);
      reject(error);
    });
  });
}

/** A process's resident memory under load: the median and highest of the samples, in bytes. */
export interface ResidentUnderLoad {
  median: number;
  highest: number;
}

function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    // No /proc (not Linux) or the process has exited: no sample.
    return null;
  }
}

/**
 * Samples each process's resident memory from /proc every `everyMs`, without touching the
 * process: what the machine must hold while it works, garbage not yet collected included (the
 * figures after a full collection leave that out). Null for a process with no samples.
 */
export function sampleResident(pids: readonly (number | undefined)[], everyMs = 1_000): { stop: () => (ResidentUnderLoad | null)[] } {
  const samples = pids.map((): number[] => []);
  const take = () =>
    pids.forEach((pid, index) => {
      const bytes = pid === undefined ? null : residentBytes(pid);
      if (bytes !== null) samples[index]?.push(bytes);
    });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples.map((series) => {
        if (series.length === 0) return null;
        const sorted = [...series].sort((a, b) => a - b);
        return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, highest: sorted.at(-1) ?? 0 };
      });
    },
  };
}
