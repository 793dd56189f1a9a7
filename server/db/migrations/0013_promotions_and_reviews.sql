ALTER TABLE "coupons" ALTER COLUMN "percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_off" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_shopper" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_staff_members_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_created_idx" ON "reviews" USING btree ("rating","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_hidden_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm_idx" ON "reviews" USING gin (lower("comment") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_author_trgm_idx" ON "reviews" USING gin (lower("author_name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_one_kind" CHECK (("coupons"."percent" is null) <> ("coupons"."amount_off" is null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_off_positive" CHECK ("coupons"."amount_off" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_min_subtotal_nonnegative" CHECK ("coupons"."min_subtotal" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_uses_per_shopper_positive" CHECK ("coupons"."max_uses_per_shopper" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_nonnegative" CHECK ("coupons"."uses" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_ends_after_start" CHECK ("coupons"."ends_at" > "coupons"."starts_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));