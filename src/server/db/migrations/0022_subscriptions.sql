CREATE TABLE "subscription_charges" (
	"subscription_id" varchar(24) NOT NULL,
	"cycle" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "subscription_charges_subscription_id_cycle_attempt_pk" PRIMARY KEY("subscription_id","cycle","attempt"),
	CONSTRAINT "subscription_charges_attempt_positive" CHECK ("subscription_charges"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"subscription_id" varchar(24) NOT NULL,
	"cycle" integer NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_renewals_subscription_id_cycle_pk" PRIMARY KEY("subscription_id","cycle")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"access_token" varchar(64) NOT NULL,
	"status" varchar(12) NOT NULL,
	"plan" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"email" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"shipping_address" jsonb,
	"shipping_option" jsonb,
	"currency" varchar(3) NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"first_order_id" varchar(24) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"payment_method_id" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"anchor_at" timestamp with time zone,
	"cycles_paid" integer DEFAULT 0 NOT NULL,
	"next_charge_at" timestamp with time zone,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"last_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_provider_payment_methods" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"session_id" varchar(24) NOT NULL,
	"renewal_outcome" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_saved_charges" (
	"idempotency_key" varchar(255) PRIMARY KEY NOT NULL,
	"id" varchar(24) NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"payment_method_id" varchar(24) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subscription_plans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_sessions" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_first_order_id_orders_id_fk" FOREIGN KEY ("first_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_payment_methods" ADD CONSTRAINT "test_provider_payment_methods_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_saved_charges" ADD CONSTRAINT "test_provider_saved_charges_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_key_idx" ON "subscription_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_renewals_order_idx" ON "subscription_renewals" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_token_idx" ON "subscriptions" USING btree ("access_token");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_first_order_idx" ON "subscriptions" USING btree ("first_order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_charge_at");--> statement-breakpoint
CREATE INDEX "subscriptions_site_idx" ON "subscriptions" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_payment_methods_session_idx" ON "test_provider_payment_methods" USING btree ("session_id");