CREATE TABLE "sku_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku_id" bigint NOT NULL,
	"kind" varchar(3) NOT NULL,
	"lot" varchar(40) DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"made_on" date,
	"expires_on" date,
	"revised_on" date,
	"uploaded_by" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" bigint,
	CONSTRAINT "sku_documents_kind" CHECK ("sku_documents"."kind" in ('coa', 'sds')),
	CONSTRAINT "sku_documents_coa_lot" CHECK ("sku_documents"."kind" <> 'coa' or "sku_documents"."lot" <> ''),
	CONSTRAINT "sku_documents_dates" CHECK ("sku_documents"."expires_on" is null or "sku_documents"."made_on" is null or "sku_documents"."expires_on" >= "sku_documents"."made_on"),
	CONSTRAINT "sku_documents_removed" CHECK (("sku_documents"."removed_at" is null) = ("sku_documents"."removed_by" is null))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "lot" varchar(40);--> statement-breakpoint
ALTER TABLE "sku_documents" ADD CONSTRAINT "sku_documents_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_documents" ADD CONSTRAINT "sku_documents_file_key_uploaded_objects_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."uploaded_objects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_documents" ADD CONSTRAINT "sku_documents_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_documents" ADD CONSTRAINT "sku_documents_removed_by_staff_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sku_documents_sku_idx" ON "sku_documents" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_documents_live_coa_idx" ON "sku_documents" USING btree ("sku_id",lower("lot")) WHERE "sku_documents"."kind" = 'coa' and "sku_documents"."removed_at" is null;