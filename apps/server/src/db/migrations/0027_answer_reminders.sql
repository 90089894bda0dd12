-- Issue 39, decision 0167: answer reminders ride on the mail outbox (one row per call-up and event
-- start, unique), and each team sets how many hours before an event they go (0 = off).
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "contact_message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "callup_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reminder_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "reminder_hours_before" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_callup_id_event_callups_id_fk" FOREIGN KEY ("callup_id") REFERENCES "public"."event_callups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_callup_reminder_unique" ON "mail_outbox" USING btree ("callup_id","reminder_for");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_one_subject_check" CHECK (num_nonnulls("mail_outbox"."contact_message_id", "mail_outbox"."callup_id") = 1 and ("mail_outbox"."callup_id" is null) = ("mail_outbox"."reminder_for" is null));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed', 'skipped'));--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_reminder_hours_check" CHECK ("teams"."reminder_hours_before" between 0 and 168);
