import { describe, expect, it } from "vitest";
import { insideRing, islands, mainland, project } from "../../../app/features/stores/india-outline";
import { storeSeeds, warehouseSeeds } from "./india-places";

describe("the store finder's map of India", () => {
  it.each([...storeSeeds.map((store) => [store.name, store.longitude, store.latitude] as const)])(
    "has %s inside the outline",
    (_name, longitude, latitude) => {
      expect(insideRing(mainland, longitude, latitude)).toBe(true);
    },
  );

  it("has every warehouse inside the outline, and Port Blair on an island", () => {
    for (const warehouse of warehouseSeeds)
      expect(insideRing(mainland, warehouse.longitude, warehouse.latitude), warehouse.city).toBe(true);
    expect(insideRing(mainland, 92.74, 11.67)).toBe(false);
    expect(islands.some((island) => insideRing(island, 92.74, 11.67))).toBe(true);
  });

  it("leaves out Colombo, Kathmandu, Dhaka and Karachi", () => {
    for (const [longitude, latitude] of [
      [79.86, 6.93],
      [85.32, 27.72],
      [90.41, 23.81],
      [67.0, 24.86],
      [74.35, 31.52],
    ] as const) {
      expect(insideRing(mainland, longitude, latitude), `${longitude},${latitude}`).toBe(false);
    }
  });

  it("puts north at the top and east on the right", () => {
    const delhi = project(77.2, 28.6);
    const chennai = project(80.27, 13.08);
    expect(delhi.y).toBeLessThan(chennai.y);
    expect(delhi.x).toBeLessThan(chennai.x);
  });
});
