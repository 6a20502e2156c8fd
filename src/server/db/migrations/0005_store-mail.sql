DROP TABLE "order_email_outbox" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_mail_id" varchar(24);