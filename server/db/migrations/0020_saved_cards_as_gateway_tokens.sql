-- Saved cards become the gateway's tokens (decision 029): the old test provider's tokens mean
-- nothing to any gateway, so those rows go; a shopper saves a card again by paying with it.
CREATE TABLE "card_checks" (
	"gateway_order_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_gateway_pk" PRIMARY KEY("user_id","gateway")
);
--> statement-breakpoint
DROP INDEX "saved_cards_user_idx";--> statement-breakpoint
DROP INDEX "saved_cards_one_default_per_user";--> statement-breakpoint
DELETE FROM "saved_cards";--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "gateway" text NOT NULL;--> statement-breakpoint
ALTER TABLE "card_checks" ADD CONSTRAINT "card_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_checks_user_idx" ON "card_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id","gateway");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_one_default_per_user" ON "saved_cards" USING btree ("user_id","gateway") WHERE "saved_cards"."is_default";