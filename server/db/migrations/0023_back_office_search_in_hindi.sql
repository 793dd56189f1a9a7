-- products.search_text also holds the Hindi name, lowered, so the back office's search finds a
-- product by a word of it ("अलमारी"). The function takes the Hindi name as the triggers have it
-- (before an insert the row is not in the table yet); the one without it goes.
CREATE FUNCTION product_search_text(product_id integer, name text, name_hi text, sku text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', name, name_hi, sku) || coalesce((
    SELECT ' ' || string_agg(v.sku, ' ' ORDER BY v.position, v.id) FROM product_variants v WHERE v.product_id = product_search_text.product_id
  ), ''))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_text(NEW.id, NEW.name, NEW.name_hi, NEW.sku);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text_refresh(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET search_text = product_search_text(p.id, p.name, p.name_hi, p.sku) WHERE p.id = ANY (product_ids)
$$;
--> statement-breakpoint
DROP FUNCTION product_search_text(integer, text, text);
--> statement-breakpoint
DROP TRIGGER products_search_text_written ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_text_written BEFORE INSERT OR UPDATE OF name, name_hi, sku ON products FOR EACH ROW EXECUTE FUNCTION products_search_text_written();
--> statement-breakpoint
SELECT products_search_text_refresh(array(SELECT id FROM products WHERE name_hi IS NOT NULL));
--> statement-breakpoint
ANALYZE products;
