// The category links the store draws from its own data (header, drawer, footer, home banner and
// tiles) name canonical addresses: the spec's other slugs are aliases answered with a redirect,
// which costs a shopper a round trip on every click. The end-to-end crawl checks the pages as
// drawn (tests/e2e/internal-links.e2e.test.ts); this checks the data against the taxonomy at once.
import { describe, expect, it } from "vitest";
import { bannerSlides, popularCategories, shopByRoom } from "../../app/features/home/home-content";
import { footerCategoryLinks, menuGroups } from "../../app/lib/navigation";
import { categoryAliasSlugs, rooms } from "./taxonomy";

const canonical = new Set(rooms.flatMap((room) => [`/category/${room.slug}`, ...room.subcategories.map((sub) => `/category/${room.slug}/${sub.slug}`)]));

describe("the store's category links", () => {
  it("in the header, the phone's drawer, the footer and the home banner are canonical addresses", () => {
    const drawn = [
      ...menuGroups.flatMap((group) => [group.href, ...group.subcategories.map((link) => link.href)]),
      ...footerCategoryLinks.map((link) => link.href),
      ...bannerSlides.map((slide) => slide.link),
    ];
    expect(drawn.filter((href) => !canonical.has(href))).toEqual([]);
  });

  it("on the home page's tiles name a room, and a subcategory of exactly one room, so the tree gives one address", () => {
    const roomSlugs = new Set(rooms.map((room) => room.slug));
    expect(shopByRoom.map((tile) => tile.roomSlug).filter((slug) => !roomSlugs.has(slug))).toEqual([]);
    for (const tile of popularCategories) {
      expect(rooms.filter((room) => room.subcategories.some((sub) => sub.slug === tile.slug)), tile.slug).toHaveLength(1);
      // The spec's popular slugs stay aliases of the same subcategory, for links from outside.
      expect(categoryAliasSlugs[tile.slug]?.subcategory, tile.slug).toBe(tile.slug);
    }
  });
});
