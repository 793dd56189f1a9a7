// Who sent a request, for per-address rate limits, and whether it came over HTTPS, when the store
// runs behind reverse proxies. The TCP peer is then the proxy, and every shopper would share its
// address (ten wrong passwords anywhere would lock everyone out). TRUST_PROXY names the proxies
// whose X-Forwarded-For and X-Forwarded-Proto are believed: a number of hops in front of the store,
// or their addresses and networks. Anything a client wrote itself in those headers is ignored.
import { BlockList, isIP } from "node:net";

export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "networks"; networks: BlockList };

export const noTrustedProxies: TrustedProxies = { kind: "none" };

/**
 * TRUST_PROXY as configured: unset or "0" for none, a whole number of hops ("1": one proxy in
 * front), or a comma-separated list of addresses and CIDR networks ("10.0.0.0/8, ::1").
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? "").trim();
  if (text === "" || text === "0") return noTrustedProxies;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 16) throw new Error("must be at most 16 hops");
    return { kind: "hops", hops };
  }
  const networks = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address = "", prefixText] = entry.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`"${entry}" is not an IP address or CIDR network`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefixText === undefined) {
      networks.addAddress(address, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!/^\d+$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) throw new Error(`"${entry}" has no valid prefix length`);
    networks.addSubnet(address, prefix, type);
  }
  return { kind: "networks", networks };
}

/**
 * The TCP peer's address, from the environment @hono/node-server hands each request (its
 * incoming message). Requests made inside tests have no socket and share one address.
 */
export function peerAddressOf(env: unknown): string {
  if (typeof env === "object" && env !== null && "incoming" in env) {
    const incoming: unknown = env.incoming;
    if (typeof incoming === "object" && incoming !== null && "socket" in incoming) {
      const socket: unknown = incoming.socket;
      if (typeof socket === "object" && socket !== null && "remoteAddress" in socket) {
        const address: unknown = socket.remoteAddress;
        if (typeof address === "string" && address !== "") return address;
      }
    }
  }
  return "unknown";
}

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) as "10.0.0.1". */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(trust: TrustedProxies, address: string): boolean {
  if (trust.kind !== "networks") return false;
  const family = isIP(address);
  return family !== 0 && trust.networks.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The addresses a request passed through, the client's first and the TCP peer's last. */
function hopsOf(peer: string, forwardedFor: string | null | undefined): string[] {
  const listed = (forwardedFor ?? "")
    .split(",")
    .map((part) => plainAddress(part.trim()))
    .filter((part) => part !== "");
  return [...listed, plainAddress(peer)];
}

/**
 * How many of the hops nearest the store are trusted proxies: TRUST_PROXY's number, or how many
 * addresses from the TCP peer outwards are in its networks (never all of them: the first is a client).
 */
function trustedHops(trust: TrustedProxies, hops: readonly string[]): number {
  if (trust.kind === "none") return 0;
  if (trust.kind === "hops") return Math.min(trust.hops, hops.length - 1);
  let count = 0;
  while (count < hops.length - 1 && isTrusted(trust, hops[hops.length - 1 - count] ?? "")) count += 1;
  return count;
}

/**
 * The client's address: the TCP peer, or, behind trusted proxies, the address the outermost
 * trusted proxy saw. An address a client forged further out in the list is never reached.
 */
export function clientAddress(trust: TrustedProxies, peer: string, forwardedFor: string | null | undefined): string {
  const hops = hopsOf(peer, forwardedFor);
  return hops[hops.length - 1 - trustedHops(trust, hops)] ?? peer;
}

/**
 * Whether the client spoke HTTPS to the outermost trusted proxy: the X-Forwarded-Proto that proxy
 * wrote (proxies that append put theirs after whatever the client sent).
 */
export function forwardedHttps(
  trust: TrustedProxies,
  peer: string,
  forwardedFor: string | null | undefined,
  forwardedProto: string | null | undefined,
): boolean {
  const trusted = trustedHops(trust, hopsOf(peer, forwardedFor));
  if (trusted === 0 || !forwardedProto) return false;
  const protocols = forwardedProto.split(",").map((part) => part.trim().toLowerCase());
  return protocols[Math.max(0, protocols.length - trusted)] === "https";
}
