ALTER TABLE "form_submissions" ADD COLUMN "collection_id" varchar(24);--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "page_id" varchar(24);--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "content_source" varchar(1);--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "page_permission_type_value" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "object_name" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "is_overlay_form" boolean DEFAULT false NOT NULL;