ALTER TABLE "inquiries" ADD COLUMN "assignee_id" bigint;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_by" bigint;--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_open_idx" ON "inquiries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered" CHECK (("inquiries"."status" = 1) = ("inquiries"."answered_at" is not null and "inquiries"."answered_by" is not null and "inquiries"."answer" <> ''));--> statement-breakpoint
-- 分配与回复询价 (issue 33): the built-in roles that look after inquiries get it, as built-in-roles.ts says
-- (管理员 holds every permission anyway; its row lists it too, as it lists the others).
UPDATE "roles" SET "permissions" = array_append("permissions", 'inquiries.answer'), "updated_at" = now()
WHERE "built_in" AND "name" IN ('管理员', '商品', '客服') AND NOT ('inquiries.answer' = ANY("permissions"));
