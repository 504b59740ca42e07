CREATE TABLE "sandbox_gateway_refunds" (
	"out_trade_no" varchar(64) NOT NULL,
	"out_request_no" varchar(64) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" varchar(256) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_refunds_out_trade_no_out_request_no_pk" PRIMARY KEY("out_trade_no","out_request_no"),
	CONSTRAINT "sandbox_gateway_refunds_amount_positive" CHECK ("sandbox_gateway_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_trades" (
	"out_trade_no" varchar(64) PRIMARY KEY NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"total_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_trades_status" CHECK ("sandbox_gateway_trades"."status" in ('paid', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_out_trade_no_sandbox_gateway_trades_out_trade_no_fk" FOREIGN KEY ("out_trade_no") REFERENCES "public"."sandbox_gateway_trades"("out_trade_no") ON DELETE cascade ON UPDATE no action;