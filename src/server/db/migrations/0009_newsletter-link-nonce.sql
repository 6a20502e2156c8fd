ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_nonce" varchar(24);--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;