CREATE TABLE "identity_verifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"real_name" varchar(20),
	"id_card_number" varchar(18),
	"id_card_front" text,
	"id_card_back" text,
	"organisation" varchar(60),
	"credit_code" varchar(18),
	"credit_code_check_failed" boolean DEFAULT false NOT NULL,
	"licence" text,
	"contact_name" varchar(20),
	"contact_phone" varchar(20),
	"reject_reason" varchar(200),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "identity_verifications_kind_valid" CHECK ("identity_verifications"."kind" in ('registration', 'personal', 'organisation')),
	CONSTRAINT "identity_verifications_state_valid" CHECK ("identity_verifications"."state" in ('pending', 'approved', 'rejected', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"organisation" varchar(60) NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "identity_verifications_state_idx" ON "identity_verifications" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending_idx" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));