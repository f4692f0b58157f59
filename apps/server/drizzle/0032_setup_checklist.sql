CREATE TABLE "qr_pdf_cache" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_setup_marks" (
	"restaurant_id" text NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_setup_marks_restaurant_id_step_pk" PRIMARY KEY("restaurant_id","step")
);
--> statement-breakpoint
ALTER TABLE "qr_pdf_cache" ADD CONSTRAINT "qr_pdf_cache_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_setup_marks" ADD CONSTRAINT "restaurant_setup_marks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;