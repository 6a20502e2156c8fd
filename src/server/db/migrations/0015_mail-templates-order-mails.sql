CREATE TABLE "order_mails" (
	"website_id" varchar(24) NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"cause" varchar(60) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"mail_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_mails_order_id_cause_pk" PRIMARY KEY("order_id","cause")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(40);--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "notify_new_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the confirmations already sent become the orders' first recorded mails.
INSERT INTO "order_mails" ("website_id", "order_id", "cause", "kind", "mail_id", "created_at")
SELECT "website_id", "id", 'confirmation', 'confirmation', "confirmation_mail_id", coalesce("paid_at", "created_at")
FROM "orders" WHERE "confirmation_mail_id" IS NOT NULL
ON CONFLICT DO NOTHING;
