// A coarse outline of India (longitude, latitude in degrees), drawn by hand from well-known
// border and coast points for the store finder's map, which must work without any network
// access. Clockwise from Sir Creek in Kutch. About 25 km accurate at best: enough to place stores
// in the right part of the country, not to survey anything. The boundary is the one the Survey
// of India publishes, as maps shown in India must.
export type LngLat = readonly [number, number];

// prettier-ignore
export const mainland: readonly LngLat[] = [
  // Kutch and the border with Pakistan
  [68.2, 23.7], [68.8, 24.3], [70.0, 24.3], [71.1, 24.5], [70.6, 25.7], [70.1, 26.6], [69.6, 27.2], [70.4, 28.0],
  [71.9, 27.9], [72.8, 29.0], [73.4, 29.9], [74.0, 30.4], [74.6, 31.1], [74.6, 32.0], [75.0, 32.5], [74.3, 32.9],
  [73.8, 33.6], [73.6, 34.4], [72.6, 35.2], [73.2, 36.2], [74.0, 36.9], [74.9, 37.1],
  // The Karakoram, Aksai Chin and the Himalaya to Nepal
  [75.9, 36.7], [77.0, 35.9], [77.8, 35.5], [79.0, 35.8], [80.3, 35.4], [80.1, 34.4], [78.9, 34.1], [78.9, 33.0],
  [78.6, 32.4], [78.9, 31.3], [79.9, 30.9], [80.3, 30.5], [81.0, 30.2],
  // Nepal, Sikkim and Bhutan
  [80.1, 28.8], [81.2, 28.3], [82.5, 27.5], [83.3, 27.3], [84.1, 27.5], [85.0, 26.9], [85.8, 26.6], [86.8, 26.4],
  [88.0, 26.4], [88.1, 27.1], [88.2, 27.9], [88.8, 28.1], [88.9, 27.3], [89.8, 26.7], [91.5, 26.8], [92.1, 26.9],
  // Arunachal Pradesh and the border with Myanmar
  [91.6, 27.8], [92.6, 27.9], [93.8, 28.7], [94.6, 29.3], [95.4, 29.1], [96.2, 29.4], [97.0, 28.5], [97.4, 27.9],
  [96.9, 27.2], [95.8, 27.0], [95.2, 26.6], [94.7, 25.8], [94.6, 25.1], [94.2, 24.1], [93.4, 23.9], [93.3, 23.0],
  [93.2, 22.2], [92.7, 21.95],
  // Mizoram, Tripura, Meghalaya and the border with Bangladesh
  [92.4, 22.9], [92.2, 23.7], [91.6, 23.0], [91.2, 23.4], [91.4, 24.1], [92.2, 24.5], [92.4, 24.9], [91.2, 25.2],
  [89.9, 25.3], [89.8, 26.0], [89.0, 26.3], [88.5, 26.5], [88.1, 25.9], [88.5, 25.2], [88.1, 24.6], [88.7, 24.2],
  [88.9, 23.3], [89.0, 22.1], [89.1, 21.6],
  // The east coast
  [88.2, 21.6], [87.2, 21.5], [86.9, 20.8], [86.4, 19.9], [85.3, 19.5], [84.7, 19.0], [83.9, 18.2], [83.3, 17.6],
  [82.3, 16.6], [81.3, 16.2], [80.9, 15.8], [80.3, 15.5], [80.1, 14.3], [80.35, 13.1], [80.2, 12.4], [79.9, 11.7],
  [79.9, 10.3], [79.3, 10.3], [78.9, 9.4], [78.2, 8.9], [77.5, 8.05],
  // The west coast
  [76.9, 8.5], [76.5, 9.3], [76.15, 10.0], [75.7, 11.4], [75.1, 12.6], [74.6, 13.9], [74.2, 14.8], [73.7, 15.8],
  [73.3, 17.0], [72.95, 18.2], [72.75, 19.0], [72.7, 20.0], [72.75, 21.1],
  // The Gulf of Khambhat, Saurashtra and the Gulf of Kutch
  [72.6, 22.2], [72.2, 21.7], [71.6, 21.0], [71.0, 20.7], [70.1, 21.0], [69.5, 21.7], [69.0, 22.3], [69.7, 22.6],
  [70.3, 22.9], [69.6, 22.8], [68.9, 23.0], [68.5, 23.3],
];

/** The Andaman and the Nicobar Islands, and Lakshadweep, as small shapes. */
// prettier-ignore
export const islands: readonly (readonly LngLat[])[] = [
  [[92.7, 13.6], [93.05, 13.2], [92.85, 12.0], [92.75, 11.5], [92.5, 10.5], [92.35, 10.8], [92.55, 12.0], [92.6, 13.0]],
  [[93.4, 9.2], [93.65, 9.0], [93.9, 7.6], [93.8, 6.8], [93.6, 7.2], [93.45, 8.3]],
  [[72.6, 11.2], [72.9, 11.0], [73.1, 10.0], [72.7, 10.3]],
];

/** Where the map's frame sits, in degrees. */
export const mapBounds = { west: 68, east: 97.6, north: 37.4, south: 6.5 } as const;

/** Equirectangular, east–west distances shrunk by the cosine of the middle latitude (22°). */
const xScale = Math.cos((22 * Math.PI) / 180);
export const mapUnitsPerDegree = 20;

export function project(longitude: number, latitude: number): { x: number; y: number } {
  return {
    x: Number(((longitude - mapBounds.west) * xScale * mapUnitsPerDegree).toFixed(1)),
    y: Number(((mapBounds.north - latitude) * mapUnitsPerDegree).toFixed(1)),
  };
}

export const mapSize = project(mapBounds.east, mapBounds.south);

export function pathOf(points: readonly LngLat[]): string {
  return `${points.map(([lng, lat], index) => `${index === 0 ? "M" : "L"}${project(lng, lat).x} ${project(lng, lat).y}`).join(" ")} Z`;
}

/** Whether a point lies inside a ring (ray casting); for tests of the outline. */
export function insideRing(ring: readonly LngLat[], longitude: number, latitude: number): boolean {
  let inside = false;
  let previous = ring[ring.length - 1];
  for (const point of ring) {
    if (!previous) break;
    const [xi, yi] = point;
    const [xj, yj] = previous;
    previous = point;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
