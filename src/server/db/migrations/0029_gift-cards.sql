CREATE TABLE "cart_gift_cards" (
	"cart_id" varchar(24) NOT NULL,
	"gift_card_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_gift_cards_cart_id_gift_card_id_pk" PRIMARY KEY("cart_id","gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card_entries" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"gift_card_id" varchar(24) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"order_id" varchar(24),
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_entries_amount_positive" CHECK ("gift_card_entries"."amount_cents" >= 1)
);
--> statement-breakpoint
CREATE TABLE "gift_card_purchases" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"product_id" varchar(24) NOT NULL,
	"variant_id" varchar(24) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_at" timestamp with time zone,
	"gift_card_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"code_last4" varchar(4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"issued_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"source" varchar(12) NOT NULL,
	"order_id" varchar(24),
	"recipient_name" text DEFAULT '' NOT NULL,
	"recipient_email" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_at" timestamp with time zone,
	"sealed_code" text,
	"delivered_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."issued_cents" >= 1 and "gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."issued_cents")
);
--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_entries_card_idx" ON "gift_card_entries" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_entries_order_idx" ON "gift_card_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_key_idx" ON "gift_card_purchases" USING btree ("website_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_order_idx" ON "gift_card_purchases" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("website_id","code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_site_idx" ON "gift_cards" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");