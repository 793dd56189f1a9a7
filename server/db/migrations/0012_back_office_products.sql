CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "max_per_order" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_percent" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variants_sku_trgm_idx" ON "product_variants" USING gin (lower("sku") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin (lower("sku") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_max_per_order_range" CHECK ("product_variants"."max_per_order" between 1 and 100);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_format" CHECK ("products"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_known" CHECK ("products"."gst_rate_percent" in (0, 5, 18, 40));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_and_gst_together" CHECK (("products"."hsn_code" is null) = ("products"."gst_rate_percent" is null));