ALTER TABLE "cart_items" ADD COLUMN "added_price_fen" bigint;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "selected" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Lines for SKUs that no longer exist (the table had no foreign key) go before the key arrives.
DELETE FROM "cart_items" WHERE "sku_id" NOT IN (SELECT "id" FROM "skus");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;