CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"theme" text NOT NULL,
	"default_periods" integer NOT NULL,
	"default_period_duration" integer NOT NULL,
	"season_start_month" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_language_check" CHECK ("user_settings"."language" in ('es', 'en', 'it', 'pt')),
	CONSTRAINT "user_settings_theme_check" CHECK ("user_settings"."theme" in ('light', 'dark')),
	CONSTRAINT "user_settings_default_periods_check" CHECK ("user_settings"."default_periods" between 1 and 4),
	CONSTRAINT "user_settings_default_period_duration_check" CHECK ("user_settings"."default_period_duration" between 5 and 45),
	CONSTRAINT "user_settings_season_start_month_check" CHECK ("user_settings"."season_start_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_category_check" CHECK ("contact_messages"."category" in ('support', 'billing', 'suggestion', 'bug', 'other'))
);
--> statement-breakpoint
CREATE TABLE "contact_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_message_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attachments" ADD CONSTRAINT "contact_attachments_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_created_at_idx" ON "contact_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_attachments_message_id_idx" ON "contact_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_contact_message_id_unique" ON "mail_outbox" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';
