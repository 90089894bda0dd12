-- Issue 39: each called-up player answers yes / no / maybe through a personal link (decision 0158).
-- The row keeps the link's nonce and the SHA-256 of its token (never the token), the answer with the
-- event start it was given for (a later time change flags it for re-confirmation instead of
-- resetting it), and when the link was last e-mailed (a re-send skips it; decision 0159).
ALTER TABLE "event_callups" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "event_callups" ADD COLUMN "answer_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_callups" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_callups" ADD COLUMN "answered_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_callups" ADD COLUMN "link_nonce" text;--> statement-breakpoint
ALTER TABLE "event_callups" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_callups" ADD COLUMN "link_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "event_callups_link_token_hash_idx" ON "event_callups" USING btree ("link_token_hash");--> statement-breakpoint
ALTER TABLE "event_callups" ADD CONSTRAINT "event_callups_answer_check" CHECK ("event_callups"."answer" in ('yes', 'no', 'maybe'));
