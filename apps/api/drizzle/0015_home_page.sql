CREATE TABLE "home_banners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(60) NOT NULL,
	"image" text NOT NULL,
	"image_srcset" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" varchar(120) NOT NULL,
	"link" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "home_banners_size_positive" CHECK ("home_banners"."width" > 0 and "home_banners"."height" > 0),
	CONSTRAINT "home_banners_window" CHECK ("home_banners"."ends_at" is null or "home_banners"."starts_at" is null or "home_banners"."ends_at" > "home_banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "home_floor_products" (
	"floor_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_floor_products_floor_id_product_id_pk" PRIMARY KEY("floor_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "home_floors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_floors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(20) NOT NULL,
	"subtitle" varchar(60) DEFAULT '' NOT NULL,
	"product_type_id" bigint NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_floor_products" ADD CONSTRAINT "home_floor_products_floor_id_home_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."home_floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_floor_products" ADD CONSTRAINT "home_floor_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_floors" ADD CONSTRAINT "home_floors_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_banners_sort_idx" ON "home_banners" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "home_floor_products_product_idx" ON "home_floor_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "home_floors_sort_idx" ON "home_floors" USING btree ("sort","id");