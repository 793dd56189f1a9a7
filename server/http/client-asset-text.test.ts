import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClientAssetText } from "./client-asset-text";

describe("the stylesheet a page carries inline", () => {
  let clientDir: string;

  beforeEach(() => {
    clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "app-abc123.css"), "body{color:#111}");
    writeFileSync(path.join(clientDir, "assets", "broken-abc123.css"), "a{}</style><script>alert(1)</script>");
    writeFileSync(path.join(clientDir, "secret.txt"), "not for pages");
  });
  afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

  it("is the build's stylesheet, read once and kept", () => {
    const textOf = createClientAssetText(clientDir);
    expect(textOf("/assets/app-abc123.css")).toBe("body{color:#111}");
    writeFileSync(path.join(clientDir, "assets", "app-abc123.css"), "changed");
    expect(textOf("/assets/app-abc123.css")).toBe("body{color:#111}");
  });

  it("is nothing for a file that is not a fingerprinted stylesheet, so the page links to it instead", () => {
    const textOf = createClientAssetText(clientDir);
    expect(textOf("/secret.txt")).toBeNull();
    expect(textOf("/assets/../secret.txt")).toBeNull();
    expect(textOf("/assets/missing-abc123.css")).toBeNull();
    expect(textOf("/assets/broken-abc123.css")).toBeNull();
  });

  it("is nothing without a browser build (the dev server, API-only tests)", () => {
    expect(createClientAssetText(undefined)("/assets/app-abc123.css")).toBeNull();
  });
});
