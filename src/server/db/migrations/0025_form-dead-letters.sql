CREATE TABLE "form_dead_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" varchar(24),
	"form_id" varchar(24),
	"payload" text NOT NULL,
	"error" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_dead_letters_time_idx" ON "form_dead_letters" USING btree ("created_at");