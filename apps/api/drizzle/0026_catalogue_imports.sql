CREATE TABLE "catalogue_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"products_new" integer DEFAULT 0 NOT NULL,
	"products_changed" integer DEFAULT 0 NOT NULL,
	"products_unchanged" integer DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_idx" ON "catalogue_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- 商品导入与导出 (issue 34): the built-in 商品 role gets it, as built-in-roles.ts says; 管理员 lists it too.
UPDATE "roles" SET "permissions" = array_append("permissions", 'catalogue.import'), "updated_at" = now()
WHERE "built_in" AND "name" IN ('管理员', '商品') AND NOT ('catalogue.import' = ANY("permissions"));
