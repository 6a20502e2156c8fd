CREATE TABLE "transfer_imports" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"status" varchar(12) NOT NULL,
	"file_name" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_imports" ADD CONSTRAINT "transfer_imports_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_imports_site_idx" ON "transfer_imports" USING btree ("website_id","created_at");