CREATE TABLE "operator_roles" (
	"user_id" bigint NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "operator_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_user_id_operators_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."operators"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_roles_role_idx" ON "operator_roles" USING btree ("role_id");--> statement-breakpoint
-- The built-in roles (apps/api/src/operators/built-in-roles.ts; a test holds the two together).
INSERT INTO "roles" ("name", "permissions", "built_in") VALUES
	('管理员', ARRAY['orders.view', 'orders.ship', 'orders.cancel', 'orders.refund', 'finance.transfers', 'finance.credit_view', 'finance.repayments', 'finance.credit', 'members.verifications', 'members.review', 'members.view_id_numbers', 'compliance.licences', 'compliance.ledger', 'catalogue.edit', 'inquiries.view', 'marketing.activities', 'marketing.coupons', 'marketing.coupon_issue', 'points.view', 'points.adjust', 'points.mall', 'content.edit', 'content.home', 'system.config', 'staff.manage']::text[], true),
	('订单', ARRAY['orders.view', 'orders.ship', 'orders.cancel', 'inquiries.view']::text[], true),
	('财务', ARRAY['orders.view', 'orders.refund', 'finance.transfers', 'finance.credit_view', 'finance.repayments', 'finance.credit', 'points.view']::text[], true),
	('商品', ARRAY['catalogue.edit', 'inquiries.view', 'marketing.activities', 'marketing.coupons', 'points.mall']::text[], true),
	('内容', ARRAY['content.edit', 'content.home', 'system.config']::text[], true),
	('合规', ARRAY['members.verifications', 'members.review', 'compliance.licences', 'compliance.ledger', 'orders.view']::text[], true),
	('客服', ARRAY['orders.view', 'inquiries.view', 'members.verifications', 'finance.credit_view', 'points.view', 'points.adjust', 'marketing.coupon_issue']::text[], true);--> statement-breakpoint
-- Every operator could call every operator route before roles. One who held the old view_id_numbers
-- role becomes 管理员; the others get the six business roles, which together allow every route but
-- the role editor, with ID numbers masked as before (ADR 37).
INSERT INTO "operator_roles" ("user_id", "role_id")
SELECT o."user_id", r."id"
FROM "operators" o
JOIN "roles" r ON CASE
	WHEN 'view_id_numbers' = ANY(o."roles") THEN r."name" = '管理员'
	ELSE r."name" <> '管理员'
END;--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "roles";