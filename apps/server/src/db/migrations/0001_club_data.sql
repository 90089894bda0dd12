CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"location" text,
	"organizer" text,
	"max_teams" integer,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"format" text,
	"prize" text,
	"rules" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_type_check" CHECK ("competitions"."type" in ('tournament', 'cup')),
	CONSTRAINT "competitions_status_check" CHECK ("competitions"."status" in ('upcoming', 'ongoing', 'completed', 'cancelled')),
	CONSTRAINT "competitions_dates_check" CHECK ("competitions"."end_date" is null or "competitions"."end_date" > "competitions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL,
	"primary_position" text NOT NULL,
	"secondary_position" text,
	"preferred_foot" text NOT NULL,
	"status" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_of_birth" date,
	"height" double precision,
	"weight" double precision,
	"joined_date" date,
	"phone" text,
	"address" text,
	"national_id" text NOT NULL,
	"email" text,
	"emergency_contact" jsonb,
	"medical_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_number_check" CHECK ("players"."number" between 1 and 99),
	CONSTRAINT "players_primary_position_check" CHECK ("players"."primary_position" in ('goalkeeper', 'defender', 'winger', 'pivot', 'universal')),
	CONSTRAINT "players_preferred_foot_check" CHECK ("players"."preferred_foot" in ('left', 'right', 'both')),
	CONSTRAINT "players_status_check" CHECK ("players"."status" in ('available', 'injured', 'suspended', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"division" text,
	"founded_year" integer,
	"logo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_team_id_idx" ON "competitions" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_team_id_number_unique" ON "players" USING btree ("team_id","number");--> statement-breakpoint
CREATE INDEX "teams_owner_id_idx" ON "teams" USING btree ("owner_id");