/** Names the help pages write that other areas translate, in the page's language (policy-names.server.ts). */
export interface PolicyNames {
  /** The states and territories reached by sea: "Andaman and Nicobar Islands", "Lakshadweep". */
  islands: readonly string[];
  /** The delivery slots checkout offers, as checkout names them. */
  slots: readonly string[];
}
