DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_sku_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- products.search_text: the name, the SKU and the variants' SKUs, lowered, in one column with one
-- trigram index, so the back office's search is one condition the planner can weigh (a common
-- word: the newest products, read until a page is full; a rare one: the index).
CREATE FUNCTION product_search_text(product_id integer, name text, sku text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(name || ' ' || sku || coalesce((
    SELECT ' ' || string_agg(v.sku, ' ' ORDER BY v.position, v.id) FROM product_variants v WHERE v.product_id = product_search_text.product_id
  ), ''))
$$;
--> statement-breakpoint
CREATE FUNCTION products_search_text_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_text(NEW.id, NEW.name, NEW.sku);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_text_written BEFORE INSERT OR UPDATE OF name, sku ON products FOR EACH ROW EXECUTE FUNCTION products_search_text_written();
--> statement-breakpoint
CREATE FUNCTION products_search_text_refresh(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET search_text = product_search_text(p.id, p.name, p.sku) WHERE p.id = ANY (product_ids)
$$;
--> statement-breakpoint
-- Inserted or deleted variants: their products' search text again (one function, as the stock
-- triggers of 0014 are; each trigger names only its own transition table).
CREATE FUNCTION product_variants_search_text_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_search_text_refresh(array(SELECT DISTINCT product_id FROM new_rows));
  ELSE
    PERFORM products_search_text_refresh(array(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A row trigger with a column list: stock updates (every order) never fire it.
CREATE FUNCTION product_variants_search_text_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_search_text_refresh(array[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_search_text_inserted AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_search_text_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER product_variants_search_text_deleted AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_search_text_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER product_variants_search_text_updated AFTER UPDATE OF sku, product_id ON product_variants FOR EACH ROW
WHEN (OLD.sku IS DISTINCT FROM NEW.sku OR OLD.product_id IS DISTINCT FROM NEW.product_id)
EXECUTE FUNCTION product_variants_search_text_updated();
--> statement-breakpoint
SELECT products_search_text_refresh(array(SELECT id FROM products));
--> statement-breakpoint
ANALYZE products;
