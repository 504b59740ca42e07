CREATE TABLE "operator_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" bigint NOT NULL,
	"operator_name" varchar(60) DEFAULT '' NOT NULL,
	"permission" varchar(60),
	"method" varchar(8) NOT NULL,
	"route" varchar(200) NOT NULL,
	"target" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"address" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "operator_audit_route_idx" ON "operator_audit" USING btree ("route","at");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING gin ("target_ids");--> statement-breakpoint
-- Append-only (ADR 43): whatever connects, a row once written stays as written.
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_update_or_delete" BEFORE UPDATE OR DELETE ON "operator_audit"
	FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit"
	FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
--> statement-breakpoint
-- 查看操作日志 (system.audit): 管理员 holds every permission anyway; its row lists it too.
UPDATE "roles" SET "permissions" = array_append("permissions", 'system.audit'), "updated_at" = now()
WHERE "built_in" AND "name" = '管理员' AND NOT ('system.audit' = ANY("permissions"));
