// The memory of a store process started with memoryProbeArgs and an IPC channel: asked over the
// channel, answered by tests/bench/memory-probe.mjs inside the store after a full collection.
import type { ChildProcess } from "node:child_process";
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
