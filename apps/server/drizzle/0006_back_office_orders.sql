-- Every order so far came through POST /placeOrder (no POS wrote orders before this): online.
ALTER TABLE "orders" ADD COLUMN "origin" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "origin" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "requested_by" text;