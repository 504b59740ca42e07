ALTER TABLE "uploaded_objects" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_objects" ADD COLUMN "staff_id" bigint;--> statement-breakpoint
ALTER TABLE "uploaded_objects" ADD CONSTRAINT "uploaded_objects_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_objects" ADD CONSTRAINT "uploaded_objects_one_uploader" CHECK (("uploaded_objects"."owner_id" is null) <> ("uploaded_objects"."staff_id" is null));--> statement-breakpoint
-- 商品、规格、价格、分类与品牌编辑 (issue 34): the built-in 商品 role gets it, as built-in-roles.ts says
-- (管理员 holds every permission anyway; its row lists it too, as it lists the others).
UPDATE "roles" SET "permissions" = array_append("permissions", 'catalogue.products'), "updated_at" = now()
WHERE "built_in" AND "name" IN ('管理员', '商品') AND NOT ('catalogue.products' = ANY("permissions"));
