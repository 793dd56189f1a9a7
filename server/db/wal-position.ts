// Positions in PostgreSQL's write-ahead log ("LSNs"), as the server writes them: two hexadecimal
// halves of a 64-bit byte offset, "16/B374D848". Read replicas are compared with the primary by
// them (docs/decisions/033-read-replicas.md).

const walPositionPattern = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position a text names, or null for anything else (a cookie a browser made up, say). */
export function parseWalPosition(text: string | null | undefined): bigint | null {
  const match = walPositionPattern.exec(text ?? "");
  if (!match?.[1] || !match[2]) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** A position as PostgreSQL writes it. */
export function formatWalPosition(position: bigint): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** The later of two positions, either of which may be unknown. */
export function laterWalPosition(a: bigint | null, b: bigint | null): bigint | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}
