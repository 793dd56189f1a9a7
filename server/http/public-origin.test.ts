import { describe, expect, it } from "vitest";
import { parsePublicOrigin, withPublicOrigin } from "./public-origin";

describe("the store's public address", () => {
  it("accepts an origin and refuses paths, credentials and other schemes", () => {
    expect(parsePublicOrigin("https://www.aangan.in")).toBe("https://www.aangan.in");
    expect(parsePublicOrigin("https://www.aangan.in/")).toBe("https://www.aangan.in");
    expect(() => parsePublicOrigin("https://www.aangan.in/shop")).toThrow(/origin only/);
    expect(() => parsePublicOrigin("https://user:pw@aangan.in")).toThrow(/origin only/);
    expect(() => parsePublicOrigin("ftp://aangan.in")).toThrow(/http/);
  });

  it("a forged Host header cannot change where a reset link points once it is set", async () => {
    const forged = new Request("http://evil.example/forgot-password?x=1", { method: "POST", body: "email=a%40b.in" });
    const seen = withPublicOrigin(forged, "https://www.aangan.in");
    expect(seen.url).toBe("https://www.aangan.in/forgot-password?x=1");
    expect(seen.method).toBe("POST");
    expect(await seen.text()).toBe("email=a%40b.in");
    expect(withPublicOrigin(forged, undefined)).toBe(forged);
  });

  it("is https when a trusted proxy in front received the request over https", () => {
    const behindProxy = new Request("http://www.aangan.in/cart");
    expect(withPublicOrigin(behindProxy, undefined, true).url).toBe("https://www.aangan.in/cart");
    expect(withPublicOrigin(behindProxy, undefined, false)).toBe(behindProxy);
    // PUBLIC_ORIGIN, when set, says it all.
    expect(withPublicOrigin(behindProxy, "https://www.aangan.in", false).url).toBe("https://www.aangan.in/cart");
  });
});
