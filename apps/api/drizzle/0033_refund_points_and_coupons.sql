DROP INDEX "points_entries_order_kind_idx";--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "return_on_refund" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "refund_id" bigint;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_refund_idx" ON "points_entries" USING btree ("refund_id") WHERE "points_entries"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_order_kind_idx" ON "points_entries" USING btree ("order_id","kind") WHERE "points_entries"."order_id" is not null and "points_entries"."refund_id" is null;