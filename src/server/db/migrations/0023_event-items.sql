ALTER TABLE "collection_items" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "collection_items_starts_idx" ON "collection_items" USING btree ("collection_id","starts_at");