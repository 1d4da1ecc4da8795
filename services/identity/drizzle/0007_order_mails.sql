CREATE TABLE "order_mails" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"event_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_mails_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
