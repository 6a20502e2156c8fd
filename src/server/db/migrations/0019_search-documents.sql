CREATE TABLE "search_documents" (
	"website_id" varchar(24) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"source_id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_website_id_kind_source_id_pk" PRIMARY KEY("website_id","kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"website_id" varchar(24) PRIMARY KEY NOT NULL,
	"content_version" integer NOT NULL,
	"text_config" varchar(32) NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_index_state" ADD CONSTRAINT "search_index_state_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");