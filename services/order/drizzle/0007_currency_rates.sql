-- The rates prices are shown at move to the order service, seeded with the ones the storefront
-- shipped with (30 September 2025); the reference feed (EXCHANGE_RATES_URL) refreshes them.
-- Orders keep the currency their buyer saw and its rate; orders placed before keep none.
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(18, 8) NOT NULL,
	"rate_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_per_usd_check" CHECK ("currency_rates"."per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_per_usd" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate_date" date;--> statement-breakpoint
INSERT INTO "currency_rates" ("currency", "per_usd", "rate_date") VALUES
	('AUD', 1.514, '2025-09-30'),
	('CAD', 1.392, '2025-09-30'),
	('EUR', 0.852, '2025-09-30'),
	('GBP', 0.744, '2025-09-30'),
	('PKR', 281.5, '2025-09-30')
ON CONFLICT ("currency") DO NOTHING;
