CREATE TABLE "member_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money";--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "issue_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_id" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "buy_count" integer;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_member_issue_key" ON "vouchers" USING btree ("member_id","issue_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money" CHECK ("orders"."subtotal" >= 0 and "orders"."surcharge_total" >= 0 and "orders"."discount_total" between 0 and "orders"."subtotal" and "orders"."total" = "orders"."subtotal" - "orders"."discount_total" + "orders"."surcharge_total");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_buy_count" CHECK ("promotions"."buy_count" is null or "promotions"."buy_count" between 2 and 100);