DROP INDEX "email_outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
-- Mails the old dispatcher gave up on (5 attempts) stay given up rather than go out days late.
UPDATE "email_outbox" SET "failed_at" = now() WHERE "sent_at" is null AND "attempts" >= 5;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at","id") WHERE "email_outbox"."sent_at" is null and "email_outbox"."failed_at" is null;