ALTER TABLE "controlled_sales" ADD COLUMN "kind" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "controlled_sales" ADD COLUMN "aftersale_id" bigint;--> statement-breakpoint
ALTER TABLE "controlled_sales" ADD CONSTRAINT "controlled_sales_aftersale_id_aftersales_id_fk" FOREIGN KEY ("aftersale_id") REFERENCES "public"."aftersales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "controlled_sales_aftersale_idx" ON "controlled_sales" USING btree ("aftersale_id","order_line_id","kind") WHERE "controlled_sales"."aftersale_id" is not null;--> statement-breakpoint
ALTER TABLE "controlled_sales" ADD CONSTRAINT "controlled_sales_kind" CHECK ("controlled_sales"."kind" in ('sale', 'return'));--> statement-breakpoint
ALTER TABLE "controlled_sales" ADD CONSTRAINT "controlled_sales_quantity" CHECK ("controlled_sales"."quantity" > 0);