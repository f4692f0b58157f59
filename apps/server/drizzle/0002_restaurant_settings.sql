ALTER TABLE "restaurants" ADD COLUMN "pos_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pos_ordering_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "payment_required_table_numbers" text[] DEFAULT '{}'::text[] NOT NULL;