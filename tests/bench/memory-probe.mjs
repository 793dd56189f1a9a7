// Loaded into a store process by the mixed-load benchmark (`node --expose-gc --import <this>`),
// never by the store itself: answers "memory?" over the IPC channel with the process's RSS and
// heap, after a full garbage collection when --expose-gc made one available, so what is compared
// before and after a run is what is still referenced, not garbage not yet collected.
process.on("message", (message) => {
  if (typeof message !== "object" || message === null || message.type !== "memory?") return;
  const collected = typeof globalThis.gc === "function";
  if (collected) {
    // Twice: the first collection's finalizers may free more for the second.
    globalThis.gc();
    globalThis.gc();
  }
  const usage = process.memoryUsage();
  process.send?.({
    type: "memory",
    id: message.id,
    collected,
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
  });
});
// The channel must not keep a store alive that is told to stop.
process.channel?.unref();
