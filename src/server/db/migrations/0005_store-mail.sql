-- expand-contract: none needed then; this shipped before any deployment (no running release read
-- order_email_outbox when it was dropped). A table dropped now would first need a release that stops using it.
DROP TABLE "order_email_outbox" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_mail_id" varchar(24);