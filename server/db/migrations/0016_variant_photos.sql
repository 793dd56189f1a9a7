-- Uploaded photos may belong to one variant (colour) of their product (decision 026). The check
-- keeps tying a photo's key to its path, without requiring variant_id to be null.
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_photo_path";--> statement-breakpoint
-- A picture's variant must be a variant of the picture's own product: the foreign key names the
-- pair (variant_id, product_id), which needs a unique index on the pair in product_variants, made
-- first. It replaces the key on variant_id alone, so an insert still checks one key, and a row
-- with no variant is not checked at all (MATCH SIMPLE), as before.
CREATE UNIQUE INDEX "product_variants_id_product_unique" ON "product_variants" USING btree ("id","product_id");--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_variant_id_product_variants_id_fk";--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_variant_of_product_fk" FOREIGN KEY ("variant_id","product_id") REFERENCES "public"."product_variants"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_photo_path" CHECK ("product_images"."photo_key" is null or ("product_images"."photo_key" ~ '^[0-9a-f]{32}$' and "product_images"."path" = '/images/u/' || "product_images"."photo_key"));
