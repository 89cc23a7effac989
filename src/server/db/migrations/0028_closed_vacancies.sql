-- What a deleted vacancy was (issue 35): its link says "This vacancy is closed" with its title,
-- not a bare "not found". Written by the delete in its transaction.
CREATE TABLE "closed_vacancies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
