CREATE TABLE "url_redirects" (
	"website_id" varchar(24) NOT NULL,
	"from_url_id" varchar(150) NOT NULL,
	"collection_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_domains" ADD COLUMN "verification_token" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "social_image_url" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hide_from_search" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "url_redirects" ADD CONSTRAINT "url_redirects_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_redirects" ADD CONSTRAINT "url_redirects_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "url_redirects_site_from_idx" ON "url_redirects" USING btree ("website_id","from_url_id");--> statement-breakpoint
-- Domains mapped before verification existed were set up by the operator: they keep serving.
UPDATE "website_domains" SET "verified_at" = "created_at" WHERE "verified_at" IS NULL;
