DROP INDEX "players_team_id_number_unique";--> statement-breakpoint
-- Medical info is stored encrypted (decision 0173): the JSON becomes text, sealed at start-up.
ALTER TABLE "players" ALTER COLUMN "medical_info" SET DATA TYPE text USING "medical_info"::text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_nonce" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "players_team_id_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "users_deletion_due_at_idx" ON "users" USING btree ("deletion_due_at") WHERE "users"."deletion_due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "players_team_id_number_unique" ON "players" USING btree ("team_id","number") WHERE "players"."erased_at" is null;