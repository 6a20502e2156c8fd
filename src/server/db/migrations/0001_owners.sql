CREATE TABLE "handoff_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" varchar(24) NOT NULL,
	"website_id" varchar(24) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "draft_design" jsonb;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "draft_layout" jsonb;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "handoff_tokens" ADD CONSTRAINT "handoff_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_tokens" ADD CONSTRAINT "handoff_tokens_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;