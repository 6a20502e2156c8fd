CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"idempotency_key" varchar(255) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"session_id" varchar(24) NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_idempotency_keys" ALTER COLUMN "status_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_idempotency_keys" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_idempotency_keys" ADD COLUMN "request_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_refunds" ADD CONSTRAINT "test_provider_refunds_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Data fix: keys were scoped to the whole site (scope "checkout"); they are now per cart ("checkout:<cart id>"), so the old answers can never be replayed again.
DELETE FROM "store_idempotency_keys" WHERE "scope" = 'checkout';
