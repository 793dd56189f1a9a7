// What the home page promotes (spec §1–§3, §9), as data: the banner slides, the rooms and popular
// categories it links to with the spec's own slugs, the promises, stats and social accounts.
import { msg } from "~/i18n/msg";
import { productImagePath } from "~/lib/product-images";

/** Spec §3: "Banner slide: id, image, title, description, buttonText, link". Texts are messages (msg), drawn with t. */
export interface BannerSlide {
  id: number;
  /** Base path of a product illustration (see app/lib/product-images.ts). */
  image: string;
  imageAlt: string;
  title: string;
  description: string;
  buttonText: string;
  link: string;
}

/**
 * Spec §9: 3 slides, interval 5000 ms. Spec §2's banner rooms (bedroom, dining, office), linked at
 * their canonical addresses: an alias would answer with a redirect first.
 */
export const bannerIntervalMs = 5000;

export const bannerSlides: readonly BannerSlide[] = [
  {
    id: 1,
    image: productImagePath("bed", "#8b5a2b", "room"),
    imageAlt: msg("A teak-finish double bed with white linen in a sunlit bedroom"),
    title: msg("Rest Easy in Solid Sheesham"),
    description: msg("Beds, wardrobes and bedside tables built to last, with up to 35% off the bedroom collection."),
    buttonText: msg("Shop Bedroom"),
    link: "/category/bedroom",
  },
  {
    id: 2,
    image: productImagePath("dining-set", "#c68e3f", "room"),
    imageAlt: msg("A six-seater dining set in honey-finished wood beside a window"),
    title: msg("A Table for the Whole Family"),
    description: msg("Four-, six- and eight-seater dining sets for everyday meals and festive feasts. Up to 30% off."),
    buttonText: msg("Shop Dining"),
    link: "/category/dining-room",
  },
  {
    id: 3,
    image: productImagePath("office-chair", "#1e3a8a", "room"),
    imageAlt: msg("An ergonomic high-back office chair in a bright home study"),
    title: msg("Work from Home in Comfort"),
    description: msg("Ergonomic chairs and sturdy work tables for long days at the desk. Up to 45% off office furniture."),
    buttonText: msg("Shop Office"),
    link: "/category/office",
  },
];

export interface RoomTile {
  /**
   * The room's canonical slug. Spec §2's home slugs (living-room, dining-room, bed-room,
   * study-room, kids-furniture, kitchen) name these rooms; bed-room is an alias of bedroom. The
   * tile links the room's canonical address from the category tree.
   */
  roomSlug: string;
  image: string;
}

export const shopByRoom: readonly RoomTile[] = [
  { roomSlug: "living-room", image: productImagePath("sofa", "#0f766e", "room") },
  { roomSlug: "dining-room", image: productImagePath("dining-table", "#8b5a2b", "room") },
  { roomSlug: "bedroom", image: productImagePath("bed", "#9ca3af", "room") },
  { roomSlug: "study-room", image: productImagePath("study-table", "#5c4033", "room") },
  { roomSlug: "kids-furniture", image: productImagePath("kids-bed", "#e8b4b8", "room") },
  { roomSlug: "kitchen", image: productImagePath("kitchen-cabinet", "#6b7280", "room") },
];

export interface PopularCategoryTile {
  /**
   * Spec §2, "Popular categories are plastic-chairs, office-chairs, recliners": the subcategory's
   * slug. The tile links its canonical address (under its room) from the category tree.
   */
  slug: string;
  image: string;
}

export const popularCategories: readonly PopularCategoryTile[] = [
  { slug: "plastic-chairs", image: productImagePath("plastic-chair", "#0f766e", "front") },
  { slug: "office-chairs", image: productImagePath("office-chair", "#3c2218", "front") },
  { slug: "recliners", image: productImagePath("recliner", "#a0522d", "front") },
];

/** Spec §2: "/collection/{slug}: slugs milford, mozart, maxsif", in that order. */
export const hotCollectionSlugs = ["milford", "mozart", "maxsif"] as const;

/** Spec §1: the claimed stats. */
export const storeStats = [
  { value: "50K+", label: msg("Happy customers") },
  { value: "1000+", label: msg("Products") },
  { value: "20+", label: msg("Cities") },
  { value: "4.8/5", label: msg("Customer rating") },
] as const;

export interface SocialAccount {
  network: "Facebook" | "Instagram" | "YouTube" | "X" | "Pinterest";
  url: string;
}

export const socialAccounts: readonly SocialAccount[] = [
  { network: "Facebook", url: "https://www.facebook.com/aanganfurniture" },
  { network: "Instagram", url: "https://www.instagram.com/aanganfurniture" },
  { network: "YouTube", url: "https://www.youtube.com/@aanganfurniture" },
  { network: "X", url: "https://x.com/aanganfurniture" },
  { network: "Pinterest", url: "https://in.pinterest.com/aanganfurniture" },
];
