ALTER TABLE "products" ADD COLUMN "smiles" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inchikey" varchar(27);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "structure_picture" text;--> statement-breakpoint
CREATE INDEX "products_inchikey_idx" ON "products" USING btree ("inchikey");