CREATE TABLE "staff" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" varchar(40) NOT NULL,
	"display_name" varchar(40) DEFAULT '' NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"failures_since" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_login_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_login_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"next" varchar(10) NOT NULL,
	"pending_secret" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_login_tickets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_login_tickets" ADD CONSTRAINT "staff_login_tickets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username_lower_idx" ON "staff" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
-- Every member who is an operator, or who once acted as one (a reviewer since revoked), becomes a staff
-- row: user name op + their mobile number, no password (set it with `npm run ops -- reset-password`),
-- no second factor (enrolled at first login). Former operators are disabled. The map says which.
CREATE TABLE "staff_from_members" ("user_id" bigint PRIMARY KEY, "staff_id" bigint, "operator" boolean NOT NULL);--> statement-breakpoint
INSERT INTO "staff_from_members" ("user_id", "operator")
SELECT acted."user_id", bool_or(acted."operator") FROM (
	SELECT "user_id", true AS "operator" FROM "operators"
	UNION ALL SELECT "reviewed_by", false FROM "identity_verifications" WHERE "reviewed_by" IS NOT NULL
	UNION ALL SELECT "reviewed_by", false FROM "licences" WHERE "reviewed_by" IS NOT NULL
	UNION ALL SELECT "reviewed_by", false FROM "credit_repayments" WHERE "reviewed_by" IS NOT NULL
	UNION ALL SELECT "reviewed_by", false FROM "payments" WHERE "reviewed_by" IS NOT NULL
	UNION ALL SELECT "operator_id", false FROM "points_entries" WHERE "operator_id" IS NOT NULL
	UNION ALL SELECT "operator_id", false FROM "full_data_views"
	UNION ALL SELECT "answered_by", false FROM "inquiries" WHERE "answered_by" IS NOT NULL
	UNION ALL SELECT "assignee_id", false FROM "inquiries" WHERE "assignee_id" IS NOT NULL
	UNION ALL SELECT "actor_id", false FROM "order_events" WHERE "actor" = 'operator' AND "actor_id" IS NOT NULL
	UNION ALL SELECT "actor_id", false FROM "credit_entries" WHERE "kind" IN ('adjustment', 'repayment') AND "actor_id" IS NOT NULL
) AS acted JOIN "users" u ON u."id" = acted."user_id" GROUP BY acted."user_id";--> statement-breakpoint
INSERT INTO "staff" ("username", "display_name", "disabled_at")
SELECT 'op' || u."phone", left(coalesce(nullif(u."nickname", ''), u."username", u."phone"), 40),
	CASE WHEN m."operator" THEN NULL ELSE now() END
FROM "staff_from_members" m JOIN "users" u ON u."id" = m."user_id" ORDER BY m."user_id";--> statement-breakpoint
UPDATE "staff_from_members" m SET "staff_id" = s."id" FROM "staff" s, "users" u
WHERE u."id" = m."user_id" AND s."username" = 'op' || u."phone";--> statement-breakpoint
ALTER TABLE "operator_roles" DROP CONSTRAINT "operator_roles_user_id_operators_user_id_fk";--> statement-breakpoint
ALTER TABLE "operator_roles" DROP CONSTRAINT "operator_roles_user_id_role_id_pk";--> statement-breakpoint
ALTER TABLE "operator_roles" ADD COLUMN "staff_id" bigint;--> statement-breakpoint
UPDATE "operator_roles" r SET "staff_id" = m."staff_id" FROM "staff_from_members" m WHERE m."user_id" = r."user_id";--> statement-breakpoint
DELETE FROM "operator_roles" WHERE "staff_id" IS NULL;--> statement-breakpoint
ALTER TABLE "operator_roles" ALTER COLUMN "staff_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_roles" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_staff_id_role_id_pk" PRIMARY KEY("staff_id","role_id");--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A release's actor is whoever cancelled the order: remapped where that was an operator (read before
-- order_events are remapped).
UPDATE "credit_entries" e SET "actor_id" = m."staff_id" FROM "staff_from_members" m
WHERE e."actor_id" = m."user_id" AND (e."kind" IN ('adjustment', 'repayment') OR (e."kind" = 'release' AND EXISTS (
	SELECT 1 FROM "order_events" oe WHERE oe."order_id" = e."order_id" AND oe."actor" = 'operator' AND oe."actor_id" = e."actor_id")));--> statement-breakpoint
UPDATE "order_events" oe SET "actor_id" = m."staff_id" FROM "staff_from_members" m
WHERE oe."actor" = 'operator' AND oe."actor_id" = m."user_id";--> statement-breakpoint
ALTER TABLE "identity_verifications" DROP CONSTRAINT "identity_verifications_reviewed_by_users_id_fk";--> statement-breakpoint
UPDATE "identity_verifications" x SET "reviewed_by" = m."staff_id" FROM "staff_from_members" m WHERE x."reviewed_by" = m."user_id";--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" DROP CONSTRAINT "licences_reviewed_by_users_id_fk";--> statement-breakpoint
UPDATE "licences" x SET "reviewed_by" = m."staff_id" FROM "staff_from_members" m WHERE x."reviewed_by" = m."user_id";--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_repayments" DROP CONSTRAINT "credit_repayments_reviewed_by_users_id_fk";--> statement-breakpoint
UPDATE "credit_repayments" x SET "reviewed_by" = m."staff_id" FROM "staff_from_members" m WHERE x."reviewed_by" = m."user_id";--> statement-breakpoint
ALTER TABLE "credit_repayments" ADD CONSTRAINT "credit_repayments_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_reviewed_by_users_id_fk";--> statement-breakpoint
UPDATE "payments" x SET "reviewed_by" = m."staff_id" FROM "staff_from_members" m WHERE x."reviewed_by" = m."user_id";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" DROP CONSTRAINT "points_entries_operator_id_users_id_fk";--> statement-breakpoint
UPDATE "points_entries" x SET "operator_id" = m."staff_id" FROM "staff_from_members" m WHERE x."operator_id" = m."user_id";--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_operator_id_staff_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_data_views" DROP CONSTRAINT "full_data_views_operator_id_users_id_fk";--> statement-breakpoint
UPDATE "full_data_views" x SET "operator_id" = m."staff_id" FROM "staff_from_members" m WHERE x."operator_id" = m."user_id";--> statement-breakpoint
ALTER TABLE "full_data_views" ADD CONSTRAINT "full_data_views_operator_id_staff_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Inquiries name the staff who look after and answered them (no foreign key: a name is kept by id).
UPDATE "inquiries" x SET "answered_by" = m."staff_id" FROM "staff_from_members" m WHERE x."answered_by" = m."user_id";--> statement-breakpoint
UPDATE "inquiries" x SET "assignee_id" = m."staff_id" FROM "staff_from_members" m WHERE x."assignee_id" = m."user_id";--> statement-breakpoint
-- operator_audit is append-only (migration 0021): its rows keep the member id they were written with,
-- beside the name snapshot that says who it was.
DROP TABLE "staff_from_members";--> statement-breakpoint
DROP TABLE "operators";