CREATE TABLE "sign_up_confirmation_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" varchar(24) NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "unlock_key" text;--> statement-breakpoint
ALTER TABLE "sign_up_confirmation_tokens" ADD CONSTRAINT "sign_up_confirmation_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_up_confirmation_tokens_account_idx" ON "sign_up_confirmation_tokens" USING btree ("account_id");--> statement-breakpoint
-- Hand-written: accounts made before confirmation existed count as confirmed since they were made.
UPDATE "accounts" SET "confirmed_at" = "created_at";--> statement-breakpoint
-- Hand-written: visitors' unlock cookies were made with the page's password hash as key; keep it as the key.
UPDATE "collections" SET "unlock_key" = "password_hash" WHERE "password_hash" IS NOT NULL;
