ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "discount_label_hi" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_specifications" ADD COLUMN "label_hi" text;--> statement-breakpoint
ALTER TABLE "product_specifications" ADD COLUMN "value_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_hindi_not_blank" CHECK (btrim("categories"."name_hi") <> '' and btrim("categories"."title_hi") <> '' and btrim("categories"."description_hi") <> '' and btrim("categories"."discount_label_hi") <> '');--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_hindi_not_blank" CHECK (btrim("collections"."name_hi") <> '' and btrim("collections"."description_hi") <> '');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_known" CHECK ("orders"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "product_specifications" ADD CONSTRAINT "product_specifications_hindi_not_blank" CHECK (btrim("product_specifications"."label_hi") <> '' and btrim("product_specifications"."value_hi") <> '');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hindi_not_blank" CHECK (btrim("products"."name_hi") <> '' and btrim("products"."description_hi") <> '');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'hi'));--> statement-breakpoint
-- Text as search compares it, the database's copy of foldSearchText() in
-- server/services/catalog-search-text.ts (a test holds the two equal): lower case without Latin
-- accents; Devanagari without the nukta or joiners, chandrabindu and a nasal joined to a stop as
-- anusvara, Devanagari digits as 0-9, dandas as spaces.
CREATE FUNCTION catalog_search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(
      translate(lower(normalize(value, NFKD)),
        E'\u0900\u0901\u0964\u0965\u0966\u0967\u0968\u0969\u096a\u096b\u096c\u096d\u096e\u096f\u093c\u200c\u200d',
        E'\u0902\u0902  0123456789'),
      E'[\u0300-\u036f]+', '', 'g'),
    E'[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u092e])', E'\u0902', 'g')
$$;
--> statement-breakpoint
-- Search documents hold the Hindi names (the product's, its category's, room's and collection's)
-- beside the English texts, folded: a shopper finds a product by a word of its Hindi name in either
-- language's pages. Not the Hindi description: folding and indexing it would nearly double the
-- cost of writing a product (the seed's time), for words a shopper seldom searches by.
CREATE OR REPLACE FUNCTION catalog_refresh_product_search(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  insert into product_search (product_id, document, title_document)
  select t.id, t.title || setweight(to_tsvector('english', t.description), 'D'), t.title
  from (
    select p.id, p.description,
      setweight(to_tsvector('english', concat_ws(' ', p.name, catalog_search_text(p.name_hi))), 'A')
        || setweight(to_tsvector('english', concat_ws(' ', c.name, r.name, b.name, co.name,
          catalog_search_text(concat_ws(' ', c.name_hi, r.name_hi, co.name_hi)))), 'B')
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
-- Words of 2 to 40 letters or digits, Latin or Devanagari, folded: the same split the search
-- service applies to what shoppers type.
CREATE OR REPLACE FUNCTION catalog_add_search_terms(texts text[]) RETURNS void LANGUAGE sql AS $$
  insert into search_terms (term)
  select distinct word
  from unnest(texts) as source(value),
    regexp_split_to_table(catalog_search_text(source.value), E'[^a-z0-9\u0900-\u0963\u0971-\u097f]+') as word
  where length(word) between 2 and 40
  on conflict do nothing
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_product_search(array(select id from new_rows));
  PERFORM catalog_add_search_terms(array(select concat_ws(' ', name, material, name_hi) from new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Stock and rating updates are frequent and change nothing searchable: skip those rows.
  PERFORM catalog_refresh_product_search(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where (n.name, n.description, n.material, n.category_id, n.brand_id, n.collection_id, n.name_hi)
      is distinct from (o.name, o.description, o.material, o.category_id, o.brand_id, o.collection_id, o.name_hi)));
  PERFORM catalog_add_search_terms(array(
    select concat_ws(' ', n.name, n.material, n.name_hi) from new_rows n join old_rows o on o.id = n.id
    where (n.name, n.material, n.name_hi) is distinct from (o.name, o.material, o.name_hi)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Shared by categories, brands and collections; brands have no Hindi name (read through jsonb, so
-- one function serves every table).
CREATE OR REPLACE FUNCTION catalog_names_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_add_search_terms(array(select concat_ws(' ', r.name, to_jsonb(r) ->> 'name_hi') from new_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_name_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_add_search_terms(array[NEW.name, to_jsonb(NEW) ->> 'name_hi']);
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
DROP TRIGGER categories_search_updated ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_search_updated AFTER UPDATE OF name, name_hi, parent_id ON categories FOR EACH ROW EXECUTE FUNCTION catalog_name_updated();
--> statement-breakpoint
DROP TRIGGER collections_search_updated ON collections;
--> statement-breakpoint
CREATE TRIGGER collections_search_updated AFTER UPDATE OF name, name_hi ON collections FOR EACH ROW EXECUTE FUNCTION catalog_name_updated();
