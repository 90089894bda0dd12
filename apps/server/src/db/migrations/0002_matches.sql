CREATE TABLE "match_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "match_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"tournament_id" uuid,
	"opponent" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"is_home" boolean NOT NULL,
	"type" text NOT NULL,
	"periods" integer NOT NULL,
	"period_duration" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"tournament_round" text,
	"lineup" jsonb,
	"score_us" integer DEFAULT 0 NOT NULL,
	"score_rival" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_type_check" CHECK ("matches"."type" in ('friendly', 'league', 'tournament', 'cup')),
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('scheduled', 'live', 'finished', 'postponed', 'cancelled')),
	CONSTRAINT "matches_periods_check" CHECK ("matches"."periods" between 1 and 4),
	CONSTRAINT "matches_period_duration_check" CHECK ("matches"."period_duration" between 5 and 45)
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_competitions_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_match_id_seq_idx" ON "match_events" USING btree ("match_id","seq");--> statement-breakpoint
CREATE INDEX "matches_team_id_date_idx" ON "matches" USING btree ("team_id","date");--> statement-breakpoint
CREATE INDEX "matches_tournament_id_idx" ON "matches" USING btree ("tournament_id");