CREATE TABLE "website_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"identifier" varchar(63) NOT NULL,
	"title" text NOT NULL,
	"site_status" smallint DEFAULT 3 NOT NULL,
	"website_type" smallint DEFAULT 1 NOT NULL,
	"developer_mode" boolean DEFAULT false NOT NULL,
	"cloneable" boolean DEFAULT false NOT NULL,
	"locale" varchar(35) DEFAULT 'en-US' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"measurement_standard" smallint DEFAULT 1 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"header" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	"home_collection_id" varchar(24),
	"content_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_contributors" (
	"website_id" varchar(24) NOT NULL,
	"account_id" varchar(24) NOT NULL,
	"role" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_contributors_website_id_account_id_pk" PRIMARY KEY("website_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"collection_id" varchar(24) NOT NULL,
	"url_id" varchar(150) NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"status" smallint DEFAULT 4 NOT NULL,
	"publish_on" timestamp with time zone,
	"author_name" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"type" varchar(20) NOT NULL,
	"url_id" varchar(150) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"layout" jsonb,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_links" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"navigation" varchar(20) NOT NULL,
	"position" integer NOT NULL,
	"collection_id" varchar(24),
	"external_url" text,
	"title" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_domains" ADD CONSTRAINT "website_domains_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_contributors" ADD CONSTRAINT "website_contributors_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_contributors" ADD CONSTRAINT "website_contributors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_links" ADD CONSTRAINT "navigation_links_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_links" ADD CONSTRAINT "navigation_links_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_domains_website_idx" ON "website_domains" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "website_domains_lower_idx" ON "website_domains" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "website_contributors_account_idx" ON "website_contributors" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_items_url_idx" ON "collection_items" USING btree ("collection_id","url_id");--> statement-breakpoint
CREATE INDEX "collection_items_listing_idx" ON "collection_items" USING btree ("website_id","collection_id","status","publish_on");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_website_url_idx" ON "collections" USING btree ("website_id","url_id");--> statement-breakpoint
CREATE INDEX "navigation_links_site_idx" ON "navigation_links" USING btree ("website_id","navigation","position");