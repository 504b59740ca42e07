DROP INDEX "chat_messages_recent_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_buyer_recent_idx" ON "chat_messages" USING btree ("conversation_id","author","created_at");