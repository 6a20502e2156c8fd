CREATE TABLE "media_assets" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"placeholder" text,
	"ready" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"asset_id" varchar(24) NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "media_variants_asset_id_version_name_pk" PRIMARY KEY("asset_id","version","name")
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_file_name_idx" ON "media_assets" USING btree ("website_id",lower("file_name"));--> statement-breakpoint
CREATE INDEX "media_assets_listing_idx" ON "media_assets" USING btree ("website_id","created_at","id");--> statement-breakpoint
CREATE INDEX "media_variants_site_idx" ON "media_variants" USING btree ("website_id");