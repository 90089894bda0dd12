-- Issue 39: trainings beside matches, call-ups with their attendance, and each team's calendar feed
-- (decisions 0146, 0147): the feed's token is HMAC(server secret, nonce), looked up by its SHA-256;
-- calendar_sequences keeps each served entry's fingerprint so that its iCalendar SEQUENCE goes up when
-- what the feed shows of it changes.
CREATE TABLE "calendar_sequences" (
	"team_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"fingerprint" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_sequences_team_id_uid_pk" PRIMARY KEY("team_id","uid")
);
--> statement-breakpoint
CREATE TABLE "team_calendar_feeds" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"place" text NOT NULL,
	"focus" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_status_check" CHECK ("trainings"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "trainings_duration_check" CHECK ("trainings"."duration_minutes" between 15 and 300)
);
--> statement-breakpoint
ALTER TABLE "calendar_sequences" ADD CONSTRAINT "calendar_sequences_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_calendar_feeds" ADD CONSTRAINT "team_calendar_feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_calendar_feeds_token_hash_idx" ON "team_calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trainings_team_id_starts_at_idx" ON "trainings" USING btree ("team_id","starts_at");--> statement-breakpoint
CREATE TABLE "event_callups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"match_id" uuid,
	"training_id" uuid,
	"player_id" uuid NOT NULL,
	"override" text DEFAULT '' NOT NULL,
	"attendance" text,
	"absence_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_callups_one_event_check" CHECK (("event_callups"."match_id" is null) <> ("event_callups"."training_id" is null)),
	CONSTRAINT "event_callups_attendance_check" CHECK ("event_callups"."attendance" in ('present', 'late', 'absent'))
);
--> statement-breakpoint
ALTER TABLE "event_callups" ADD CONSTRAINT "event_callups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_callups" ADD CONSTRAINT "event_callups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_callups" ADD CONSTRAINT "event_callups_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_callups" ADD CONSTRAINT "event_callups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_callups_match_player_idx" ON "event_callups" USING btree ("match_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_callups_training_player_idx" ON "event_callups" USING btree ("training_id","player_id");--> statement-breakpoint
CREATE INDEX "event_callups_player_idx" ON "event_callups" USING btree ("player_id");
