// How far our own fitters travel, in a module of its own: the store's blurb on every page needs
// the figure without the delivery-promise rules (and their state table) that use it.

/** Our own fitters travel this far from a warehouse; beyond it furniture arrives flat-packed. */
export const assemblyRadiusKm = 1500;
