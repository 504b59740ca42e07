-- Written by hand before the generated statements: rows that already point at nothing would stop the
-- keys from being added. An avatar whose upload is gone is already shown as none, so it is emptied. A
-- submission stays, but an image key in it that names no upload is emptied (its review page showed it
-- as unreadable).
UPDATE "users" SET "avatar" = NULL WHERE "avatar" NOT IN (SELECT "key" FROM "uploaded_objects");--> statement-breakpoint
UPDATE "identity_verifications" SET "id_card_front" = NULL WHERE "id_card_front" NOT IN (SELECT "key" FROM "uploaded_objects");--> statement-breakpoint
UPDATE "identity_verifications" SET "id_card_back" = NULL WHERE "id_card_back" NOT IN (SELECT "key" FROM "uploaded_objects");--> statement-breakpoint
UPDATE "identity_verifications" SET "licence" = NULL WHERE "licence" NOT IN (SELECT "key" FROM "uploaded_objects");--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_id_card_front_uploaded_objects_key_fk" FOREIGN KEY ("id_card_front") REFERENCES "public"."uploaded_objects"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_id_card_back_uploaded_objects_key_fk" FOREIGN KEY ("id_card_back") REFERENCES "public"."uploaded_objects"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_licence_uploaded_objects_key_fk" FOREIGN KEY ("licence") REFERENCES "public"."uploaded_objects"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_uploaded_objects_key_fk" FOREIGN KEY ("avatar") REFERENCES "public"."uploaded_objects"("key") ON DELETE set null ON UPDATE no action;