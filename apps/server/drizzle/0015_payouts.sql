CREATE TABLE "sandbox_balance_accounts" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"balance_account_id" text NOT NULL,
	"account_holder_id" text NOT NULL,
	"legal_entity_id" text NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"balance" integer NOT NULL,
	"industry_code" text,
	"last_payout_at" timestamp with time zone,
	"store_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_balance_accounts_balance" CHECK ("sandbox_balance_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_grant_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"contract_type" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"currency" text NOT NULL,
	"repayment_bp" integer NOT NULL,
	"estimated_days" integer NOT NULL,
	"threshold_amount" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"grant_offer_id" text NOT NULL,
	"contract_type" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"repaid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_grants_grant_offer_id_unique" UNIQUE("grant_offer_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sweeps" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"kind" text DEFAULT 'payout' NOT NULL,
	"cron_expression" text NOT NULL,
	"target_amount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"transfer_to" text NOT NULL,
	"description" text NOT NULL,
	"counterparty" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_amount" CHECK ("sandbox_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_balance_accounts" ADD CONSTRAINT "sandbox_balance_accounts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_grant_offers" ADD CONSTRAINT "sandbox_grant_offers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_grants" ADD CONSTRAINT "sandbox_grants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_grants" ADD CONSTRAINT "sandbox_grants_grant_offer_id_sandbox_grant_offers_id_fk" FOREIGN KEY ("grant_offer_id") REFERENCES "public"."sandbox_grant_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_stores" ADD CONSTRAINT "sandbox_stores_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_sweeps" ADD CONSTRAINT "sandbox_sweeps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD CONSTRAINT "sandbox_transfers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_grant_offers_restaurant_idx" ON "sandbox_grant_offers" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "sandbox_grants_restaurant_idx" ON "sandbox_grants" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_stores_restaurant_idx" ON "sandbox_stores" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_sweeps_restaurant_idx" ON "sandbox_sweeps" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_restaurant_idx" ON "sandbox_transfers" USING btree ("restaurant_id","created_at");