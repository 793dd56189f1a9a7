import { describe, expect, it } from "vitest";
import { createBrowsingGate, watchEventLoopLag } from "./browsing-gate";

/** A piece of work that ends when told to, and notes when it started. */
function heldWork(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await ended;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the browsing gate", () => {
  it("lets browsing in while the thread keeps up", async () => {
    const gate = createBrowsingGate(() => false);
    const log: string[] = [];
    const pieces = ["a product page", "a search", "suggestions"].map((name) => heldWork(log, name));
    const answers = pieces.map((piece) => gate.run(piece.work));
    await settle();
    expect(log).toEqual(["a product page", "a search", "suggestions"]);
    for (const piece of pieces) piece.finish();
    expect(await Promise.all(answers)).toEqual(["a product page", "a search", "suggestions"]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it("while the thread is behind, lets one browsing read work and queues the rest in arrival order until it catches up", async () => {
    let behind = true;
    let held = 0;
    const gate = createBrowsingGate(() => behind, () => (held += 1));
    const log: string[] = [];
    const [page, search, suggestions] = ["a product page", "a search", "suggestions"].map((name) => heldWork(log, name));
    if (!page || !search || !suggestions) throw new Error("three pieces of work");
    const answers = [gate.run(page.work), gate.run(search.work), gate.run(suggestions.work)];
    await settle();
    expect(log).toEqual(["a product page"]);
    expect([gate.active, gate.waiting, held]).toEqual([1, 2, 2]);

    // Still behind: a check lets nobody in while one is at work.
    gate.letIn();
    await settle();
    expect(log).toEqual(["a product page"]);

    // Caught up: each check lets in the longest waiting, one at a time.
    behind = false;
    gate.letIn();
    await settle();
    expect(log).toEqual(["a product page", "a search"]);
    gate.letIn();
    await settle();
    expect(log).toEqual(["a product page", "a search", "suggestions"]);

    for (const piece of [page, search, suggestions]) piece.finish();
    expect(await Promise.all(answers)).toEqual(["a product page", "a search", "suggestions"]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it("when the one at work ends, the next in line goes in even while the thread is behind", async () => {
    const gate = createBrowsingGate(() => true);
    const log: string[] = [];
    const [first, second] = ["first", "second"].map((name) => heldWork(log, name));
    if (!first || !second) throw new Error("two pieces of work");
    const answers = [gate.run(first.work), gate.run(second.work)];
    await settle();
    expect(log).toEqual(["first"]);
    first.finish();
    await settle();
    expect(log).toEqual(["first", "second"]);
    second.finish();
    await Promise.all(answers);
  });

  it("a newcomer queues behind those already waiting, even once the thread has caught up", async () => {
    let behind = true;
    const gate = createBrowsingGate(() => behind);
    const log: string[] = [];
    const [first, waiting, newcomer] = ["first", "waiting", "newcomer"].map((name) => heldWork(log, name));
    if (!first || !waiting || !newcomer) throw new Error("three pieces of work");
    const answers = [gate.run(first.work), gate.run(waiting.work)];
    await settle();
    behind = false;
    answers.push(gate.run(newcomer.work));
    await settle();
    expect(log).toEqual(["first"]);
    gate.letIn();
    await settle();
    expect(log).toEqual(["first", "waiting"]);
    gate.letIn();
    await settle();
    expect(log).toEqual(["first", "waiting", "newcomer"]);
    for (const piece of [first, waiting, newcomer]) piece.finish();
    await Promise.all(answers);
  });

  it("frees the place of work that fails, and passes its error on", async () => {
    const gate = createBrowsingGate(() => true);
    await expect(gate.run(() => Promise.reject(new Error("the database went away")))).rejects.toThrow("the database went away");
    expect(await gate.run(() => Promise.resolve("served"))).toBe("served");
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });
});

describe("the event loop's lag", () => {
  it("is small while the loop is idle and shows a task that held the thread", async () => {
    let checks = 0;
    const lag = watchEventLoopLag(5, () => (checks += 1));
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(checks).toBeGreaterThan(0);
      const busyUntil = performance.now() + 60;
      while (performance.now() < busyUntil) {
        // Holding the thread, as a long render does.
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(lag.lateMs).toBeGreaterThan(30);
    } finally {
      lag.stop();
    }
  });
});
