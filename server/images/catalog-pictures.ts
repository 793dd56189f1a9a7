// Which pictures the store shows, so that only those are ever drawn: any other address would let a
// client mint unlimited distinct files (every six-digit colour) and fill the disk.
//
// The set is the base paths the catalog stores (product pictures, category banners, collection
// pictures) plus the home page's own (app/features/home/home-content.ts). It is loaded on the
// first request and kept in memory; a catalog change (NOTIFY catalog_changed, sent by the
// catalog tables' triggers) marks it stale, and the next request for a path it lacks reloads it.
// Requests for paths it has are answered from the stale set: those pictures were in the catalog
// a moment ago, and reloading on every stock change (every order) would cost a scan per order.
//
// PostgreSQL delivers notifications a little after the commit and not at all while the listening
// connection is reconnecting, so a miss also compares the catalog's revision sequence, at most
// once per `recheckMs`: a path added by another process becomes drawable within that time even if
// its notification was lost. The embedded database notifies before the write returns.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { bannerSlides, popularCategories, shopByRoom } from "../../app/features/home/home-content";
import type { DatabaseHandle } from "../db/client";
import { catalogChangedChannel } from "../services/catalog-cache";
import { queryJson } from "../services/catalog-sql";

/** Pictures the pages show that are not stored in the catalog. */
export const pagePictures: readonly string[] = [
  ...bannerSlides.map((slide) => slide.image),
  ...shopByRoom.map((tile) => tile.image),
  ...popularCategories.map((tile) => tile.image),
];

export interface CatalogPictures {
  /** Whether basePath (e.g. /images/p/sofa/2f6f6f/front) is a picture the store shows. */
  isCatalogPicture: (basePath: string) => Promise<boolean>;
}

export interface CatalogPicturesOptions {
  /** Least time between two revision checks on a miss. Default 2000 ms. */
  recheckMs?: number;
  now?: () => number;
}

interface Loaded {
  paths: ReadonlySet<string>;
  /** The catalog_revision sequence's value when loaded. */
  revision: string;
  /** Notifications counted when the load began: the set is current while no more have come. */
  changes: number;
}

const picturesSchema = z.object({ revision: z.string(), paths: z.array(z.string()) });

const picturesQuery = sql`
  select json_build_object(
    'revision', (select last_value::text from catalog_revision),
    'paths', coalesce((
      select json_agg(path) from (
        select path from product_images
        union select banner_image from categories
        union select image from collections
      ) as pictures
      where path <> ''
    ), '[]'::json)
  ) as value`;

const revisionQuery = sql`select json_build_object('revision', last_value::text) as value from catalog_revision`;
const revisionSchema = z.object({ revision: z.string() });

export function createCatalogPictures(
  database: DatabaseHandle,
  options: CatalogPicturesOptions = {},
): CatalogPictures {
  const recheckMs = options.recheckMs ?? 2000;
  const now = options.now ?? (() => performance.now());
  let changes = 0;
  let listening: Promise<unknown> | null = null;
  let loaded: Loaded | null = null;
  let loading: { changes: number; promise: Promise<Loaded> } | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<string> | null = null;

  async function startListening(): Promise<void> {
    listening ??= database.listen(catalogChangedChannel, () => {
      changes += 1;
    });
    try {
      await listening;
    } catch (error) {
      // Not remembered: the next request tries to listen again. The caller sees the error.
      listening = null;
      throw error;
    }
  }

  /** The set as of now; callers arriving while a load for the same changes runs share it. */
  function reload(): Promise<Loaded> {
    if (loading && loading.changes === changes) return loading.promise;
    const seen = changes;
    const promise = queryJson(database.db, picturesQuery, picturesSchema).then(({ revision, paths }) => {
      const fresh: Loaded = { paths: new Set([...paths, ...pagePictures]), revision, changes: seen };
      // A slower load begun before a newer one must not replace it.
      if (!loaded || loaded.changes <= seen) loaded = fresh;
      return fresh;
    });
    loading = { changes: seen, promise };
    const settled = () => {
      if (loading?.promise === promise) loading = null;
    };
    promise.then(settled, settled);
    return promise;
  }

  /** The revision sequence's value, read at most once per recheckMs (concurrent callers share it). */
  function recheckedRevision(): Promise<string> | null {
    if (checking) return checking;
    if (now() - checkedAt < recheckMs) return null;
    checkedAt = now();
    const promise = queryJson(database.db, revisionQuery, revisionSchema).then((row) => row.revision);
    checking = promise;
    const settled = () => {
      checking = null;
    };
    promise.then(settled, settled);
    return promise;
  }

  return {
    async isCatalogPicture(basePath) {
      // Listening before the first load, so that no change can fall between the two.
      await startListening();
      const pictures = loaded ?? (await reload());
      if (pictures.paths.has(basePath)) return true;
      if (pictures.changes === changes) {
        const revision = recheckedRevision();
        const seen = revision ? await revision : null;
        const current = loaded ?? pictures;
        // A change whose notification never came: counted once (concurrent misses share the
        // check), so the load below is a new one.
        if (seen !== null && seen !== current.revision && current.changes === changes) changes += 1;
      }
      const latest = loaded ?? pictures;
      return (latest.changes === changes ? latest : await reload()).paths.has(basePath);
    },
  };
}
