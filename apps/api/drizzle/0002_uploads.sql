CREATE TABLE "uploaded_objects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploaded_objects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"key" text NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_objects_key_unique" UNIQUE("key"),
	CONSTRAINT "uploaded_objects_size_non_negative" CHECK ("uploaded_objects"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploaded_objects" ADD CONSTRAINT "uploaded_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_objects_owner_idx" ON "uploaded_objects" USING btree ("owner_id","created_at");