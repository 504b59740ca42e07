-- Hand-written (issue 24): pg_trgm for typo tolerance on the search vocabulary. PGlite loads it as an
-- extension (platform/db.ts), PostgreSQL has it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"name" varchar(100) NOT NULL,
	"cas" varchar(20) DEFAULT '' NOT NULL,
	"quantity" varchar(50) NOT NULL,
	"contact" varchar(100) NOT NULL,
	"keyword" varchar(100) DEFAULT '' NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_status" CHECK ("inquiries"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_client_idx" ON "inquiries" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: the vocabulary of a catalogue loaded before this migration (search/search.schema.ts).
INSERT INTO "search_terms" ("term")
SELECT word FROM ts_stat('select search from products') WHERE word ~ '^[a-z][a-z0-9]+$'
ON CONFLICT DO NOTHING;
