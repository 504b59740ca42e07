ALTER TABLE "products" ADD COLUMN "hill_formula" varchar(100);--> statement-breakpoint
CREATE INDEX "products_hill_formula_idx" ON "products" USING btree ("hill_formula");