import { describe, expect, it } from "vitest";
import { clientAddress, forwardedHttps, noTrustedProxies, parseTrustedProxies } from "./client-address";

describe("who sent a request, behind reverse proxies", () => {
  it("without TRUST_PROXY is the TCP peer, whatever X-Forwarded-For claims", () => {
    expect(clientAddress(noTrustedProxies, "203.0.113.7", "1.2.3.4")).toBe("203.0.113.7");
    expect(clientAddress(parseTrustedProxies("0"), "::ffff:203.0.113.7", undefined)).toBe("203.0.113.7");
  });

  it("behind one trusted hop is the address that proxy saw, not what the client wrote before it", () => {
    const oneHop = parseTrustedProxies("1");
    expect(clientAddress(oneHop, "10.0.0.2", "198.51.100.23")).toBe("198.51.100.23");
    // A client forging the header: the proxy appends the real peer after it.
    expect(clientAddress(oneHop, "10.0.0.2", "1.1.1.1, 198.51.100.23")).toBe("198.51.100.23");
    // A request that bypassed the proxy has no header: its peer is the client.
    expect(clientAddress(oneHop, "198.51.100.99", undefined)).toBe("198.51.100.99");
  });

  it("behind trusted networks walks out past every trusted proxy and stops at the first other address", () => {
    const trust = parseTrustedProxies("10.0.0.0/8, 192.168.1.5, ::1");
    expect(clientAddress(trust, "10.0.0.2", "1.1.1.1, 198.51.100.23, 192.168.1.5")).toBe("198.51.100.23");
    expect(clientAddress(trust, "::1", "2001:db8::7")).toBe("2001:db8::7");
    // An untrusted peer's header is not believed at all.
    expect(clientAddress(trust, "198.51.100.50", "1.1.1.1")).toBe("198.51.100.50");
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(forwardedHttps(noTrustedProxies, "10.0.0.2", "198.51.100.23", "https")).toBe(false);
    expect(forwardedHttps(parseTrustedProxies("1"), "10.0.0.2", "198.51.100.23", "https")).toBe(true);
    expect(forwardedHttps(parseTrustedProxies("1"), "10.0.0.2", "198.51.100.23", "https, http")).toBe(false);
    expect(forwardedHttps(parseTrustedProxies("10.0.0.0/8"), "10.0.0.2", "198.51.100.23", "https")).toBe(true);
    expect(forwardedHttps(parseTrustedProxies("10.0.0.0/8"), "198.51.100.50", undefined, "https")).toBe(false);
  });

  it.each(["abc", "10.0.0.0/33", "1.2.3", "17"])("refuses TRUST_PROXY=%j", (value) => {
    expect(() => parseTrustedProxies(value)).toThrow();
  });
});
