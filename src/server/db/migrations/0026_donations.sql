CREATE TABLE "donate_pages" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"preset_amounts_cents" jsonb NOT NULL,
	"allow_custom" boolean DEFAULT true NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint NOT NULL,
	"funds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_fee_basis_points" integer DEFAULT 0 NOT NULL,
	"allow_monthly" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donate_pages_range" CHECK ("donate_pages"."min_cents" >= 1 and "donate_pages"."max_cents" >= "donate_pages"."min_cents")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"donate_page_id" varchar(24) NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"fund" text,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"monthly" boolean DEFAULT false NOT NULL,
	"donor_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount_cents" >= 1 and "donations"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "donate_pages" ADD CONSTRAINT "donate_pages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donate_pages_site_idx" ON "donate_pages" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_key_idx" ON "donations" USING btree ("website_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_order_idx" ON "donations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "donations_site_idx" ON "donations" USING btree ("website_id","created_at");