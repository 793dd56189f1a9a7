import { describe, expect, it } from "vitest";
import { variantText } from "./variant-type-name";
import type { Translate } from "./use-t";

// A page's `t` in Hindi for the two words the test needs; anything else comes back as it was.
const hindi: Translate = (message) => ({ Colour: "रंग", Size: "साइज़" })[message] ?? message;

describe("a variant as cart and order pages name it", () => {
  it("names the store's kinds of variant in the page's language", () => {
    expect(variantText(hindi, "Colour", "अखरोट")).toBe("रंग: अखरोट");
    expect(variantText(hindi, "Size", "किंग")).toBe("साइज़: किंग");
  });

  it("shows a kind staff typed themselves as they typed it, braces and all", () => {
    const asked: string[] = [];
    const recording: Translate = (message) => {
      asked.push(message);
      return message;
    };
    expect(variantText(recording, "Fabric {weave}", "Jute")).toBe("Fabric {weave}: Jute");
    expect(asked).toEqual([]);
  });
});
