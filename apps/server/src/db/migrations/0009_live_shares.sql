-- Decision 0053: a match's read-only live link. The link's token is HMAC(server secret, nonce): the row
-- alone cannot rebuild it, yet the server re-derives it so the coach can copy it again; lookups go by its SHA-256.
CREATE TABLE "match_live_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "match_live_shares" ADD CONSTRAINT "match_live_shares_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_live_shares_token_hash_idx" ON "match_live_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "match_live_shares_active_idx" ON "match_live_shares" USING btree ("match_id") WHERE "match_live_shares"."revoked_at" is null;
