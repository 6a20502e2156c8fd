CREATE TABLE "form_notify_addresses" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"email" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"nonce" varchar(24),
	"form_name" text DEFAULT '' NOT NULL,
	"verification_sent_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_notify_addresses" ADD CONSTRAINT "form_notify_addresses_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_notify_addresses_email_idx" ON "form_notify_addresses" USING btree ("website_id","email");--> statement-breakpoint
-- Hand-written: addresses forms already named before verification existed keep receiving notifications (counted as verified).
INSERT INTO "form_notify_addresses" ("id", "website_id", "email", "status", "form_name", "verified_at", "created_at")
SELECT DISTINCT ON (f."website_id", lower(a.email)) substr(md5(f."id" || lower(a.email)), 1, 24), f."website_id", lower(a.email), 'verified', f."name", now(), now()
FROM "forms" f, jsonb_array_elements_text(coalesce(f."definition"->'settings'->'storage'->'notifyEmails', '[]'::jsonb)) AS a(email)
ON CONFLICT DO NOTHING;
