-- The sizes a product is sold in are searchable: a bed offered in King (a size variant) is a
-- "king size bed" as much as one named "King Size ... Bed". Each size goes into both documents
-- as "<size> size" (weight C, below the name).
CREATE OR REPLACE FUNCTION catalog_refresh_product_search(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  insert into product_search (product_id, document, title_document)
  select t.id, t.title || setweight(to_tsvector('english', t.description), 'D'), t.title
  from (
    select p.id, p.description,
      setweight(to_tsvector('english', p.name), 'A')
        || setweight(to_tsvector('english', concat_ws(' ', c.name, r.name, b.name, co.name)), 'B')
        || setweight(to_tsvector('english', concat_ws(' ', p.material, (
          select string_agg(v.name || ' size', ' ' order by v.position, v.id)
          from product_variants v
          where v.product_id = p.id and v.type = 'Size'
        ))), 'C') as title
    from products p
    join categories c on c.id = p.category_id
    left join categories r on r.id = c.parent_id
    join brands b on b.id = p.brand_id
    left join collections co on co.id = p.collection_id
    where p.id = any(product_ids)
  ) t
  on conflict (product_id) do update set document = excluded.document, title_document = excluded.title_document
$$;
--> statement-breakpoint
-- Variants arrive after their product (the seed, any future admin screen): refresh the products
-- that gained or lost a size. Stock changes on every order, so updates fire only when a variant's
-- name or type is written.
CREATE FUNCTION catalog_variants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_product_search(array(select distinct product_id from new_rows where type = 'Size'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_variants_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_product_search(array(select distinct product_id from old_rows where type = 'Size'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_variant_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.type, NEW.product_id) IS DISTINCT FROM (OLD.name, OLD.type, OLD.product_id)
    AND 'Size' IN (NEW.type, OLD.type) THEN
    PERFORM catalog_refresh_product_search(array[NEW.product_id, OLD.product_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_search_inserted AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_variants_inserted();
--> statement-breakpoint
CREATE TRIGGER product_variants_search_deleted AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_variants_deleted();
--> statement-breakpoint
CREATE TRIGGER product_variants_search_updated AFTER UPDATE OF name, type, product_id ON product_variants FOR EACH ROW EXECUTE FUNCTION catalog_variant_renamed();
--> statement-breakpoint
-- Catalogs seeded before this migration.
SELECT catalog_refresh_product_search(array(select distinct product_id from product_variants where type = 'Size'));
