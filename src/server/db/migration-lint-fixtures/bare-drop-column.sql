ALTER TABLE "orders" ADD COLUMN "note_v2" text;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "legacy_note";
