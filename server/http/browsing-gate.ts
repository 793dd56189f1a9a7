// Buying before browsing. The store serves every request on one thread, so on a sale day an order's
// statements each wait behind whatever else is ready to run: mostly pages being drawn and
// searches being answered for the many who browse. Browsing reads therefore pass a gate, while
// carts, orders, payments and accounts never wait at it. The gate lets browsing in while the thread
// keeps up (its event loop runs late by no more than a few milliseconds) and holds it, in arrival
// order, while the thread is behind. So the thread stays busy, but an order's next step finds few
// tasks ahead of it. One browsing read is always let in, so browsing never stops altogether.

export interface BrowsingGate {
  /** Runs work when the gate lets it in: at once, or after those queued before it. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Lets in whoever may come in now; the gate's owner calls it whenever `behind` may have changed. */
  letIn(): void;
  /** Browsing reads at work and waiting now. */
  readonly active: number;
  readonly waiting: number;
}

/**
 * `behind`: whether the thread is too busy for more browsing just now. `onHeld` is told of each
 * read that has to wait (the metrics count them).
 */
export function createBrowsingGate(behind: () => boolean, onHeld: () => void = () => undefined): BrowsingGate {
  let active = 0;
  const queue: (() => void)[] = [];
  const mayEnter = () => active === 0 || !behind();

  const gate: BrowsingGate = {
    async run(work) {
      if (queue.length === 0 && mayEnter()) active += 1;
      // Counted in by letIn, so a newcomer cannot overtake the queue.
      else {
        onHeld();
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await work();
      } finally {
        active -= 1;
        gate.letIn();
      }
    },
    letIn() {
      // One at a time: whether the thread keeps up is known again only once it has run a while.
      if (queue.length === 0 || !mayEnter()) return;
      active += 1;
      queue.shift()?.();
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
  return gate;
}

/** The catalog's reads in the API (listings, a product, search, suggestions, categories, collections). */
export function isBrowsingApiPath(pathname: string): boolean {
  return /^\/api\/db\/(products|search|categories|collections)(\/|$)/.test(pathname);
}

/**
 * A request through the gate, when there is one and the request is a read (GET or HEAD); anything
 * else (a form posted to a page) goes straight on. A streamed page leaves the gate once its answer
 * has begun; what remains of it is sending.
 */
export async function throughBrowsingGate(gate: BrowsingGate | null, method: string, next: () => Promise<void>): Promise<void> {
  if (!gate || (method !== "GET" && method !== "HEAD")) return next();
  await gate.run(next);
}

export interface EventLoopLag {
  /** How late the last check ran, in milliseconds. */
  readonly lateMs: number;
  stop(): void;
}

/**
 * How late the event loop runs: a timer every `everyMs` notes by how much it fired late, and
 * `onCheck` is called after each note. The timer does not keep the process alive.
 */
export function watchEventLoopLag(everyMs: number, onCheck: () => void): EventLoopLag {
  let lateMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lateMs = Math.max(0, now - last - everyMs);
    last = now;
    onCheck();
  }, everyMs);
  timer.unref();
  return {
    get lateMs() {
      return lateMs;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The store's gate: browsing waits while the event loop runs more than `maxLagMs` late (checked
 * every 5 ms, and the queue let in after each check). One per process, for the life of it.
 */
export function lagBrowsingGate(maxLagMs: number, onHeld?: () => void): BrowsingGate {
  let lag: EventLoopLag | null = null;
  const gate = createBrowsingGate(() => (lag?.lateMs ?? 0) > maxLagMs, onHeld);
  lag = watchEventLoopLag(5, () => gate.letIn());
  return gate;
}
