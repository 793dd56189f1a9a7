import { describe, expect, it } from "vitest";
import { autoAdvancePollMs } from "./order-auto-advance";

describe("automatic progression's polling", () => {
  it("looks every tenth of the interval, between 1 and 10 seconds", () => {
    expect(autoAdvancePollMs(1)).toBe(1000);
    expect(autoAdvancePollMs(30)).toBe(3000);
    expect(autoAdvancePollMs(3600)).toBe(10_000);
  });
});
