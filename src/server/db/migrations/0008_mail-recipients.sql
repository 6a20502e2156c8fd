ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Mail written before per-recipient states: each address of "to" takes the row's state.
UPDATE "mail_outbox" SET "recipients" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'address', trim(address),
    'state', CASE "mail_outbox"."status" WHEN 'sent' THEN 'sent' WHEN 'failed' THEN 'failed' ELSE 'waiting' END
  )), '[]'::jsonb)
  FROM unnest(string_to_array("mail_outbox"."to", ',')) AS address
  WHERE trim(address) <> ''
);
