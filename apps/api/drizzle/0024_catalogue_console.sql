ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason";--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('opening', 'order', 'cancel', 'import', 'adjust', 'inbound'));--> statement-breakpoint
-- 商品、规格、价格、分类与品牌编辑 (issue 34): the built-in 商品 role gets it, as built-in-roles.ts says
-- (管理员 holds every permission anyway; its row lists it too, as it lists the others).
UPDATE "roles" SET "permissions" = array_append("permissions", 'catalogue.products'), "updated_at" = now()
WHERE "built_in" AND "name" IN ('管理员', '商品') AND NOT ('catalogue.products' = ANY("permissions"));
