CREATE TABLE "member_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" varchar(100),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notices_link" CHECK ("member_notices"."link" = '' or "member_notices"."link" like '/%')
);
--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notices_user_idx" ON "member_notices" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_notices_unread_idx" ON "member_notices" USING btree ("user_id") WHERE "member_notices"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notices_dedupe_idx" ON "member_notices" USING btree ("user_id","dedupe_key") WHERE "member_notices"."dedupe_key" is not null;