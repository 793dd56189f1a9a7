import { describe, expect, it } from "vitest";
import { createProgressReporter, formatProgressBar } from "./progress-bar";

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return {
    writes,
    stream: {
      isTTY,
      write(text: string) {
        writes.push(text);
        return true;
      },
    },
  };
}

describe("the seed progress bar", () => {
  it("shows done and total in Indian digit grouping with the percentage", () => {
    expect(formatProgressBar(12_000, 50_000, 10)).toBe("[##........] 12,000/50,000 products  24%");
    expect(formatProgressBar(1_20_000, 1_20_000, 4)).toBe("[####] 1,20,000/1,20,000 products  100%");
  });

  it("redraws in place on a terminal and ends with a newline", () => {
    const { writes, stream } = fakeStream(true);
    const reporter = createProgressReporter(stream, 0);
    reporter.update(0, 1_000);
    reporter.update(500, 1_000);
    reporter.update(1_000, 1_000);
    reporter.end();
    expect(writes.slice(0, 3).every((text) => text.startsWith("\r") && !text.includes("\n"))).toBe(true);
    expect(writes.at(-1)).toBe("\n");
  });

  it("prints one line per 10% when stderr is not a terminal", () => {
    const { writes, stream } = fakeStream(false);
    const reporter = createProgressReporter(stream);
    for (let done = 0; done <= 50_000; done += 500) reporter.update(done, 50_000);
    reporter.end();
    expect(writes).toHaveLength(11);
    expect(writes.every((text) => text.endsWith("\n") && !text.includes("\r"))).toBe(true);
    expect(writes.at(-1)).toContain("100%");
  });
});
