CREATE TABLE "survey_answers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"referrer" text,
	"categories" text[] NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
