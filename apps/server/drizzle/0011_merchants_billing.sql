CREATE TABLE "billing_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"price_id" text NOT NULL,
	"product_name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_customer_id" text,
	"status" text NOT NULL,
	"price_id" text NOT NULL,
	"product_name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"provider_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_profiles" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"restaurant_admin" text,
	"payment_partner_code" text,
	"payment_partner_credential" text,
	"is_franchise" boolean DEFAULT false NOT NULL,
	"service_monthly_price" integer DEFAULT 4995 NOT NULL,
	"application_fee" integer DEFAULT 0 NOT NULL,
	"is_application_fee_enabled" boolean DEFAULT false NOT NULL,
	"is_application_fee_disabled" boolean DEFAULT false NOT NULL,
	"restaurant_type" text,
	"restaurant_category" text,
	"merchant_type" text,
	"fantuan_store_id" text,
	"online_payment_surcharge_rate_milli" integer,
	"in_person_payment_surcharge_rate_milli" integer,
	"disable_adyen_minimum_surcharge" boolean DEFAULT false NOT NULL,
	"china_payments_merchant_code" text,
	"merchant_id" text,
	"hungry_panda_store_id" text,
	"uber_eats_store_id" text,
	"uber_store_name" text,
	"uber_connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uber_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscription_checkouts" ADD CONSTRAINT "subscription_checkouts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_checkouts" ADD CONSTRAINT "subscription_checkouts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uber_oauth_states" ADD CONSTRAINT "uber_oauth_states_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uber_oauth_states" ADD CONSTRAINT "uber_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_webhook_events_event_idx" ON "billing_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_checkouts_session_idx" ON "subscription_checkouts" USING btree ("provider","session_id");--> statement-breakpoint
CREATE INDEX "subscription_checkouts_restaurant_idx" ON "subscription_checkouts" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_restaurant_idx" ON "subscriptions" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "uber_oauth_states_restaurant_idx" ON "uber_oauth_states" USING btree ("restaurant_id");