ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('opening', 'order', 'cancel', 'import', 'adjust', 'receive', 'count', 'loss', 'sheet'));--> statement-breakpoint
-- 库存 (issue 34): the built-in roles that keep the catalogue get it, as built-in-roles.ts says.
UPDATE "roles" SET "permissions" = array_append("permissions", 'catalogue.stock'), "updated_at" = now()
WHERE "built_in" AND "name" IN ('管理员', '商品') AND NOT ('catalogue.stock' = ANY("permissions"));
