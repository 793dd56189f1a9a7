ALTER TABLE "order_lines" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_name_hi" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt_hi" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_hi" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_hindi_not_blank" CHECK (btrim("product_images"."alt_hi") <> '');--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_hindi_not_blank" CHECK (btrim("product_variants"."name_hi") <> '');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seo_hindi_not_blank" CHECK (btrim("products"."seo_title_hi") <> '' and btrim("products"."seo_description_hi") <> '');