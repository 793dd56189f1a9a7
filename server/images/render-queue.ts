// How many renders run at once and in which order the rest wait. Renders for a page a shopper is
// looking at go first: a crawler or a flood of requests (which only catalog pictures can be, see
// catalog-pictures.ts) must not keep a page's pictures waiting behind it, nor out of the queue.

export type RenderPriority = "page" | "other";

export class QueueFullError extends Error {}

export interface QueuedRender<T> {
  result: Promise<T>;
  /** Moves a waiting render up to page priority (a page now wants what a crawler asked for). */
  promote(): void;
}

interface Waiter {
  priority: RenderPriority;
  start(): void;
  refuse(error: Error): void;
}

/**
 * A counting semaphore whose queue is bounded: at most maxRunning tasks run and maxQueued wait.
 * Waiting page renders start before other ones; when the queue is full, a page render takes the
 * place of the newest other one (which is refused, and told to retry), and any other is refused.
 */
export function createRenderQueue(maxRunning: number, maxQueued: number) {
  let running = 0;
  const waiting: Record<RenderPriority, Waiter[]> = { page: [], other: [] };

  function finished() {
    // Hand the slot straight to the next waiter, so `running` only drops when nobody waits.
    const next = waiting.page.shift() ?? waiting.other.shift();
    if (next) next.start();
    else running--;
  }

  return function enqueue<T>(priority: RenderPriority, task: () => Promise<T>): QueuedRender<T> {
    let waiter: Waiter | null = null;
    const slot = new Promise<void>((resolve, reject) => {
      if (running < maxRunning) {
        running++;
        resolve();
        return;
      }
      if (waiting.page.length + waiting.other.length >= maxQueued) {
        const displaced = priority === "page" ? waiting.other.pop() : undefined;
        if (!displaced) {
          reject(new QueueFullError("Too many images waiting to render"));
          return;
        }
        displaced.refuse(new QueueFullError("Displaced by a page's image"));
      }
      const entry: Waiter = {
        priority,
        start: () => {
          waiter = null;
          resolve();
        },
        refuse: (error) => {
          waiter = null;
          reject(error);
        },
      };
      waiter = entry;
      waiting[priority].push(entry);
    });
    const result = slot.then(async () => {
      try {
        return await task();
      } finally {
        finished();
      }
    });
    return {
      result,
      promote() {
        const entry = waiter;
        if (entry?.priority !== "other") return;
        const index = waiting.other.indexOf(entry);
        if (index < 0) return;
        waiting.other.splice(index, 1);
        entry.priority = "page";
        waiting.page.push(entry);
      },
    };
  };
}
