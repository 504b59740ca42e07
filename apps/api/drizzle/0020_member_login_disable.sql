ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
-- 查看会员资料 and 停用与恢复会员登录 (issue 33): given to the built-in roles as built-in-roles.ts says.
UPDATE "roles" SET "permissions" = array_append("permissions", 'members.view'), "updated_at" = now()
WHERE "built_in" AND "name" IN ('管理员', '财务', '合规', '客服') AND NOT ('members.view' = ANY("permissions"));--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'members.manage'), "updated_at" = now()
WHERE "built_in" AND "name" IN ('管理员', '合规') AND NOT ('members.manage' = ANY("permissions"));
