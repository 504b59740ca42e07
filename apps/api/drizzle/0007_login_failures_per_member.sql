ALTER TABLE "login_failures" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_user_idx" ON "login_failures" USING btree ("user_id","created_at");--> statement-breakpoint
-- Failures already in the window keep counting against the member they named.
UPDATE "login_failures" AS f SET "user_id" = u."id" FROM "users" AS u WHERE f."account" = u."phone" OR f."account" = lower(u."username");
