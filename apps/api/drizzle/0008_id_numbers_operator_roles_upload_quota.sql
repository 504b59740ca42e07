CREATE TABLE "full_data_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "full_data_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"field" varchar(40) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_daily_tokens" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"tokens" integer NOT NULL,
	CONSTRAINT "upload_daily_tokens_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "id_card_cipher" "bytea";--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "full_data_views" ADD CONSTRAINT "full_data_views_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_data_views" ADD CONSTRAINT "full_data_views_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_daily_tokens" ADD CONSTRAINT "upload_daily_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "full_data_views_member_idx" ON "full_data_views" USING btree ("member_id","viewed_at");--> statement-breakpoint
CREATE INDEX "full_data_views_operator_idx" ON "full_data_views" USING btree ("operator_id","viewed_at");