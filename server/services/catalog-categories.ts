// Rooms, subcategories, the alias slugs the spec links to, and their product counts: read in one
// statement (the whole taxonomy is a few dozen rows) and resolved in memory.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Language } from "../../app/i18n/language";
import type {
  CategoryDetail,
  CategoryLookup,
  CategoryRef,
  CategoryTreeNode,
  CollectionSummary,
} from "../../app/lib/contracts/catalog";
import type { Database } from "../db/client";
import { queryJson, textIn } from "./catalog-sql";

const categoryRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  bannerImage: z.string(),
  discountLabel: z.string().nullable(),
  productCount: z.number().int(),
});

type CategoryRow = z.infer<typeof categoryRowSchema>;

const taxonomySchema = z.object({
  categories: z.array(categoryRowSchema),
  aliases: z.array(z.object({ slug: z.string(), categoryId: z.number().int() })),
});

export interface CategoryNode extends CategoryRow {
  /** Canonical path, e.g. /category/living-room/sofas. */
  path: string;
  parent: CategoryNode | null;
  children: CategoryNode[];
}

export interface Taxonomy {
  rooms: CategoryNode[];
  byId: Map<number, CategoryNode>;
  roomsBySlug: Map<string, CategoryNode>;
  aliases: Map<string, CategoryNode>;
  /** Subcategories by slug across rooms ("side-tables" is in two rooms). */
  subcategoriesBySlug: Map<string, CategoryNode[]>;
}

/** Rooms and subcategories with their texts in a language (English where no Hindi is written). */
export async function loadTaxonomy(db: Database, language: Language): Promise<Taxonomy> {
  const text = (column: string) => textIn(language, "c", column);
  const data = await queryJson(
    db,
    sql`select json_build_object(
      'categories', (
        select coalesce(json_agg(json_build_object(
          'id', c.id, 'slug', c.slug, 'name', ${text("name")}, 'parentId', c.parent_id, 'icon', c.icon,
          'title', ${text("title")}, 'description', ${text("description")}, 'bannerImage', c.banner_image,
          'discountLabel', ${text("discount_label")}, 'productCount', coalesce(n.count, 0)
        ) order by c.position, c.id), '[]'::json)
        from categories c
        left join (select category_id, count(*)::int as count from products where published_at <= now() group by category_id) n
          on n.category_id = c.id
      ),
      'aliases', (
        select coalesce(json_agg(json_build_object('slug', a.slug, 'categoryId', a.category_id)), '[]'::json)
        from category_aliases a
      )
    ) as value`,
    taxonomySchema,
  );
  return buildTaxonomy(data.categories, data.aliases);
}

export function buildTaxonomy(
  rows: readonly CategoryRow[],
  aliasRows: readonly { slug: string; categoryId: number }[],
): Taxonomy {
  const byId = new Map<number, CategoryNode>();
  for (const row of rows) byId.set(row.id, { ...row, path: "", parent: null, children: [] });
  const rooms: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? null : (byId.get(node.parentId) ?? null);
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
    } else {
      rooms.push(node);
    }
  }
  for (const room of rooms) {
    room.path = `/category/${room.slug}`;
    // Products hang off subcategories; a room counts its subcategories' products too.
    room.productCount += room.children.reduce((sum, child) => sum + child.productCount, 0);
    for (const child of room.children) child.path = `${room.path}/${child.slug}`;
  }
  const subcategoriesBySlug = new Map<string, CategoryNode[]>();
  for (const room of rooms) {
    for (const child of room.children) {
      subcategoriesBySlug.set(child.slug, [...(subcategoriesBySlug.get(child.slug) ?? []), child]);
    }
  }
  const aliases = new Map<string, CategoryNode>();
  for (const alias of aliasRows) {
    const target = byId.get(alias.categoryId);
    if (target) aliases.set(alias.slug, target);
  }
  return {
    rooms,
    byId,
    roomsBySlug: new Map(rooms.map((room) => [room.slug, room])),
    aliases,
    subcategoriesBySlug,
  };
}

function ref(node: CategoryNode): CategoryRef {
  return { id: node.id, slug: node.slug, name: node.name };
}

function detail(node: CategoryNode): CategoryDetail {
  const room = node.parent ?? node;
  return {
    ...ref(node),
    title: node.title,
    description: node.description,
    bannerImage: node.bannerImage,
    discountLabel: node.discountLabel,
    parent: node.parent ? ref(node.parent) : null,
    path: node.path,
    // A subcategory page shows its room's chips, so a shopper can move between siblings.
    subcategories: room.children.map((child) => ({ ...ref(child), path: child.path, productCount: child.productCount })),
    productCount: node.productCount,
  };
}

/**
 * Resolves /category/{slug}[/{subcategorySlug}]. Canonical paths are found; aliases (living,
 * bed-room, recliners…), an alias followed by a subcategory (living/sofas), a subcategory slug
 * used alone when only one room has it, and upper-case spellings redirect to the canonical path.
 */
export function resolveCategory(taxonomy: Taxonomy, slug: string, subcategorySlug?: string): CategoryLookup {
  const wanted = slug.toLowerCase();
  const wantedChild = subcategorySlug?.toLowerCase();
  const requestedPath = subcategorySlug === undefined ? `/category/${slug}` : `/category/${slug}/${subcategorySlug}`;
  const land = (node: CategoryNode): CategoryLookup =>
    node.path === requestedPath ? { kind: "found", category: detail(node) } : { kind: "redirect", to: node.path };

  // An alias may stand for a subcategory (recliners), which has no children to look in.
  const top = taxonomy.roomsBySlug.get(wanted) ?? taxonomy.aliases.get(wanted);
  if (top) {
    if (wantedChild === undefined) return land(top);
    const child = top.children.find((candidate) => candidate.slug === wantedChild);
    return child ? land(child) : { kind: "not-found" };
  }
  if (wantedChild !== undefined) return { kind: "not-found" };
  const subcategories = taxonomy.subcategoriesBySlug.get(wanted);
  const only = subcategories?.length === 1 ? subcategories[0] : undefined;
  return only ? { kind: "redirect", to: only.path } : { kind: "not-found" };
}

export function categoryTree(taxonomy: Taxonomy): CategoryTreeNode[] {
  return taxonomy.rooms.map((room) => ({
    ...ref(room),
    path: room.path,
    icon: room.icon,
    discountLabel: room.discountLabel,
    productCount: room.productCount,
    subcategories: room.children.map((child) => ({
      ...ref(child),
      path: child.path,
      productCount: child.productCount,
      discountLabel: child.discountLabel,
    })),
  }));
}

const collectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  productCount: z.number().int(),
});

export async function loadCollections(db: Database, language: Language): Promise<CollectionSummary[]> {
  return queryJson(
    db,
    sql`select coalesce(json_agg(json_build_object(
        'id', o.id, 'slug', o.slug, 'name', ${textIn(language, "o", "name")}, 'description', ${textIn(language, "o", "description")}, 'image', o.image,
        'productCount', coalesce(n.count, 0)
      ) order by o.position, o.id), '[]'::json) as value
      from collections o
      left join (
        select collection_id, count(*)::int as count from products where collection_id is not null and published_at <= now() group by 1
      ) n on n.collection_id = o.id`,
    z.array(collectionSchema),
  );
}
