CREATE SEQUENCE "public"."catalog_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"title_document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_title_document_idx" ON "product_search" USING gin ("title_document");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Search documents and terms are derived from the catalog by the database itself, so every way a
-- product arrives (seed, CLI, future admin screens, plain SQL) is searchable at once.
CREATE FUNCTION catalog_refresh_product_search(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  insert into product_search (product_id, document, title_document)
  select t.id, t.title || setweight(to_tsvector('english', t.description), 'D'), t.title
  from (
    select p.id, p.description,
      setweight(to_tsvector('english', p.name), 'A')
        || setweight(to_tsvector('english', concat_ws(' ', c.name, r.name, b.name, co.name)), 'B')
        || setweight(to_tsvector('english', p.material), 'C') as title
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
-- Words of 2 to 40 letters or digits, lower case: the same split the search service applies to
-- what shoppers type.
CREATE FUNCTION catalog_add_search_terms(texts text[]) RETURNS void LANGUAGE sql AS $$
  insert into search_terms (term)
  select distinct word
  from unnest(texts) as source(value), regexp_split_to_table(lower(source.value), '[^a-z0-9]+') as word
  where length(word) between 2 and 40
  on conflict do nothing
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_product_search(array(select id from new_rows));
  PERFORM catalog_add_search_terms(array(select name || ' ' || material from new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Stock and rating updates are frequent and change nothing searchable: skip those rows.
  PERFORM catalog_refresh_product_search(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where (n.name, n.description, n.material, n.category_id, n.brand_id, n.collection_id)
      is distinct from (o.name, o.description, o.material, o.category_id, o.brand_id, o.collection_id)));
  PERFORM catalog_add_search_terms(array(
    select n.name || ' ' || n.material from new_rows n join old_rows o on o.id = n.id
    where (n.name, n.material) is distinct from (o.name, o.material)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search WHERE product_id IN (select id from old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_products_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_names_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_add_search_terms(array(select name from new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A renamed (or moved) category, brand or collection changes the documents of its products.
CREATE FUNCTION catalog_name_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_add_search_terms(array[NEW.name]);
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM catalog_refresh_product_search(array(
      select p.id from products p join categories c on c.id = p.category_id
      where c.id = NEW.id or c.parent_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'brands' THEN
    PERFORM catalog_refresh_product_search(array(select id from products where brand_id = NEW.id));
  ELSE
    PERFORM catalog_refresh_product_search(array(select id from products where collection_id = NEW.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_search_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_deleted();
--> statement-breakpoint
CREATE TRIGGER products_search_truncated AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_truncated();
--> statement-breakpoint
CREATE TRIGGER categories_search_inserted AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_names_inserted();
--> statement-breakpoint
CREATE TRIGGER brands_search_inserted AFTER INSERT ON brands REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_names_inserted();
--> statement-breakpoint
CREATE TRIGGER collections_search_inserted AFTER INSERT ON collections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_names_inserted();
--> statement-breakpoint
CREATE TRIGGER categories_search_updated AFTER UPDATE OF name, parent_id ON categories FOR EACH ROW EXECUTE FUNCTION catalog_name_updated();
--> statement-breakpoint
CREATE TRIGGER brands_search_updated AFTER UPDATE OF name ON brands FOR EACH ROW EXECUTE FUNCTION catalog_name_updated();
--> statement-breakpoint
CREATE TRIGGER collections_search_updated AFTER UPDATE OF name ON collections FOR EACH ROW EXECUTE FUNCTION catalog_name_updated();
--> statement-breakpoint
-- Catalogs seeded before this migration.
SELECT catalog_refresh_product_search(array(select id from products));
--> statement-breakpoint
SELECT catalog_add_search_terms(
  array(select name || ' ' || material from products)
  || array(select name from categories)
  || array(select name from brands)
  || array(select name from collections));
--> statement-breakpoint
-- A sequence rather than a counter row: writers never wait for each other to bump it. The
-- notification (one per transaction, sent at commit) lets an embedded server drop its cache
-- without asking the database on every read.
CREATE FUNCTION catalog_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_revision');
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER product_variants_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER product_images_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER product_specifications_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_specifications FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER reviews_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER categories_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER category_aliases_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_aliases FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER brands_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
--> statement-breakpoint
CREATE TRIGGER collections_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collections FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_revision();
