// The store finder's search box, read the same way by /find-store and the API.

/** Longest search text read; no city name is longer. */
export const maxStoreQueryLength = 60;

/** A PIN code search lists this many stores, nearest first. */
export const nearestStoresShown = 5;
