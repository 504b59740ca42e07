ALTER TABLE "payments" DROP CONSTRAINT "payments_state";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_window" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_window" CHECK ("orders"."pay_window" is null or "orders"."pay_window" in ('transfer', 'credit'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state" CHECK ("payments"."state" in ('pending', 'paid', 'rejected', 'failed', 'closed', 'withdrawn', 'refund_due'));