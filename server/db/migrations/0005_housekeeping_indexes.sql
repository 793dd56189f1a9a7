CREATE INDEX "password_reset_tokens_expires_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_idle_expires_idx" ON "sessions" USING btree ("idle_expires_at");--> statement-breakpoint
CREATE INDEX "wishlists_guest_created_idx" ON "wishlists" USING btree ("created_at") WHERE "wishlists"."guest_token_hash" is not null;