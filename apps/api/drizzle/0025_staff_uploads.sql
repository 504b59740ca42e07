ALTER TABLE "uploaded_objects" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_objects" ADD COLUMN "staff_id" bigint;--> statement-breakpoint
ALTER TABLE "uploaded_objects" ADD CONSTRAINT "uploaded_objects_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_objects" ADD CONSTRAINT "uploaded_objects_one_uploader" CHECK (("uploaded_objects"."owner_id" is null) <> ("uploaded_objects"."staff_id" is null));