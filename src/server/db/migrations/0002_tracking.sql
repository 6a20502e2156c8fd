CREATE TABLE "census_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"visitor_id" varchar(64),
	"path" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "census_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"visitor_id" varchar(64),
	"visit_count" integer,
	"analytics_id" varchar(64),
	"session_id" varchar(64),
	"path" text NOT NULL,
	"query_string" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"page_type" varchar(40) NOT NULL,
	"record_type" varchar(40),
	"collection_id" varchar(64),
	"item_id" varchar(64),
	"referrer" text DEFAULT '' NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"device" varchar(10) NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"viewport_width" integer,
	"viewport_height" integer,
	"screen_width" integer,
	"screen_height" integer,
	"locale" varchar(35),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"consent_id" varchar(64) NOT NULL,
	"choice" varchar(10) NOT NULL,
	"banner_version" varchar(16) NOT NULL,
	"page_path" text DEFAULT '/' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "javascript_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"event" varchar(60) NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text,
	"client_timestamp" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"page_load_id" varchar(64) NOT NULL,
	"event" varchar(20) NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"lcp" real,
	"cls" real,
	"inp" real,
	"fcp" real,
	"ttfb" real,
	"data" jsonb NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_timestamp" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"page_url" text NOT NULL,
	"type" varchar(60) NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "census_events_site_kind_time_idx" ON "census_events" USING btree ("website_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "census_hits_site_time_idx" ON "census_hits" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_site_time_idx" ON "consent_records" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_site_consent_idx" ON "consent_records" USING btree ("website_id","consent_id");--> statement-breakpoint
CREATE INDEX "javascript_errors_site_time_idx" ON "javascript_errors" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "performance_records_site_time_idx" ON "performance_records" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "trace_logs_site_time_idx" ON "trace_logs" USING btree ("website_id","created_at");