-- A change of a variant's stock moves the catalog's revision, dropping every process's cached
-- listings, product pages and searches, only when a shopper could see it. Above ten pieces, and
-- above the variant's own per-order limit, the label reads "In Stock" and the quantity picker
-- offers the same (app/lib/stock-label.ts: 10 is defaultMaxQuantity), so 50 and 49 look alike.
-- Before this every order dropped the whole cache, and on a sale day, with orders arriving
-- several a second, shoppers browsing were served by the database instead.
-- Damaged pieces are never shown. Inserts, deletes and truncates still always move it.
CREATE FUNCTION catalog_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
    WHERE n.id IS NULL OR o.id IS NULL
      OR (to_jsonb(n) - 'stock' - 'damaged_stock') IS DISTINCT FROM (to_jsonb(o) - 'stock' - 'damaged_stock')
      OR least(n.stock, greatest(11, n.max_per_order)) IS DISTINCT FROM least(o.stock, greatest(11, o.max_per_order))
  ) THEN
    PERFORM nextval('catalog_revision');
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER product_variants_revision ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_revision AFTER INSERT OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER product_variants_revision_updated AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_variants_updated();
