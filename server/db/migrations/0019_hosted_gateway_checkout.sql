-- The test gateway's own records (server/payments/test-gateway.ts), which only it reads, and orders
-- paid by netbanking through a hosted gateway (decision 029).
CREATE TABLE "test_gateway_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"amount_paid_paise" integer DEFAULT 0 NOT NULL,
	"receipt" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"notes" jsonb NOT NULL,
	"capture" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"captured" boolean DEFAULT false NOT NULL,
	"amount_refunded_paise" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"card_network" text,
	"card_last4" text,
	"card_name" text,
	"card_expiry_month" smallint,
	"card_expiry_year" smallint,
	"token_id" text,
	"customer_id" text,
	"bank" text,
	"error_code" text,
	"error_description" text,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"card_network" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_name" text,
	"card_expiry_month" smallint NOT NULL,
	"card_expiry_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD CONSTRAINT "test_gateway_payments_order_id_test_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."test_gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_payment_id_test_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_gateway_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_tokens" ADD CONSTRAINT "test_gateway_tokens_customer_id_test_gateway_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."test_gateway_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_customers_email_unique" ON "test_gateway_customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "test_gateway_payments_order_idx" ON "test_gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_refunds_key_unique" ON "test_gateway_refunds" USING btree ("payment_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "test_gateway_tokens_customer_idx" ON "test_gateway_tokens" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('card', 'cod', 'upi', 'netbanking'));