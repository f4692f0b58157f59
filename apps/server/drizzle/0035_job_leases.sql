CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"holder" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
