CREATE TABLE "login_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "booking_close_dates" (
	"restaurant_id" text NOT NULL,
	"close_date" date NOT NULL,
	"session_id" text NOT NULL,
	CONSTRAINT "booking_close_dates_restaurant_id_close_date_session_id_pk" PRIMARY KEY("restaurant_id","close_date","session_id")
);
--> statement-breakpoint
CREATE TABLE "booking_session_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"table_number" text NOT NULL,
	"max_guests" integer NOT NULL,
	"min_guests" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_session_tables_uq" UNIQUE("session_id","table_number"),
	CONSTRAINT "booking_session_tables_guests" CHECK ("booking_session_tables"."max_guests" >= 1 and "booking_session_tables"."min_guests" >= 0 and "booking_session_tables"."min_guests" <= "booking_session_tables"."max_guests")
);
--> statement-breakpoint
CREATE TABLE "booking_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"guest_num" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"disable_end_time" boolean DEFAULT false NOT NULL,
	"hide_table_no" boolean DEFAULT false NOT NULL,
	"deposit_required" boolean DEFAULT false NOT NULL,
	"deposit_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_sessions_guest_num" CHECK ("booking_sessions"."guest_num" >= 1),
	CONSTRAINT "booking_sessions_times" CHECK ("booking_sessions"."start_time" <= "booking_sessions"."end_time"),
	CONSTRAINT "booking_sessions_deposit" CHECK (not "booking_sessions"."deposit_required" or "booking_sessions"."deposit_cents" >= 100)
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"decline_today_booking" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_table_claims" (
	"restaurant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"book_date" date NOT NULL,
	"table_number" text NOT NULL,
	"booking_id" text NOT NULL,
	CONSTRAINT "booking_table_claims_restaurant_id_session_id_book_date_table_number_pk" PRIMARY KEY("restaurant_id","session_id","book_date","table_number")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"session_name" text NOT NULL,
	"book_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"party_size" integer NOT NULL,
	"tables" jsonb NOT NULL,
	"hide_table" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"special_requirement" text,
	"status" text NOT NULL,
	"deposit_cents" integer,
	"hold_until" timestamp with time zone,
	"client_id" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_party_size" CHECK ("bookings"."party_size" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "delivery_platform_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"platform" text NOT NULL,
	"menu_id" text NOT NULL,
	"menu_name" text NOT NULL,
	"kind" text,
	"store_id" text,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"payload" jsonb NOT NULL,
	"result" jsonb,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"image_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "image_variants_image_id_content_type_pk" PRIMARY KEY("image_id","content_type"),
	CONSTRAINT "image_variants_content_type" CHECK ("image_variants"."content_type" in ('image/avif', 'image/webp')),
	CONSTRAINT "image_variants_size" CHECK ("image_variants"."byte_size" = octet_length("image_variants"."bytes") and "image_variants"."width" > 0 and "image_variants"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_content_type" CHECK ("images"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
	CONSTRAINT "images_size" CHECK ("images"."byte_size" = octet_length("images"."bytes") and "images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "cooking_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"name" text NOT NULL,
	"printer" text,
	"print_copies" integer DEFAULT 1 NOT NULL,
	"is_for_kds" boolean DEFAULT false NOT NULL,
	"is_for_label_print" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooking_categories_id_menu_uq" UNIQUE("id","menu_id"),
	CONSTRAINT "cooking_categories_copies" CHECK ("cooking_categories"."print_copies" >= 0),
	CONSTRAINT "cooking_categories_name" CHECK (length(trim("cooking_categories"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "item_groups" (
	"menu_id" text NOT NULL,
	"item_id" text NOT NULL,
	"group_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_groups_item_id_group_id_pk" PRIMARY KEY("item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "item_print_categories" (
	"menu_id" text NOT NULL,
	"item_id" text NOT NULL,
	"cooking_category_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_print_categories_item_id_cooking_category_id_pk" PRIMARY KEY("item_id","cooking_category_id")
);
--> statement-breakpoint
CREATE TABLE "item_sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"alt_name" text,
	"price" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_sizes_price" CHECK ("item_sizes"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"name" text NOT NULL,
	"alt_name" text,
	"description" text,
	"cooking_priority" integer DEFAULT 1 NOT NULL,
	"color_hex" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"promotion_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_begin" integer,
	"active_end" integer,
	"active_week_days" integer[] DEFAULT '{}'::int[] NOT NULL,
	"hide_days" integer[] DEFAULT '{}'::int[] NOT NULL,
	"hidden_until" timestamp with time zone,
	"hide_for_web" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_id_menu_uq" UNIQUE("id","menu_id"),
	CONSTRAINT "menu_categories_window" CHECK ("menu_categories"."active_begin" between 0 and 2880 and "menu_categories"."active_end" between 0 and 2880 or "menu_categories"."active_begin" is null or "menu_categories"."active_end" is null)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"alt_name" text,
	"short_name" text,
	"description" text,
	"price" integer NOT NULL,
	"image_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_begin" integer,
	"active_end" integer,
	"active_week_days" integer[] DEFAULT '{}'::int[] NOT NULL,
	"hide_days" integer[] DEFAULT '{}'::int[] NOT NULL,
	"hidden_until" timestamp with time zone,
	"hide_for_web" boolean DEFAULT false NOT NULL,
	"is_takeaway_disabled" boolean DEFAULT false NOT NULL,
	"is_option" boolean DEFAULT false NOT NULL,
	"gst_free" boolean DEFAULT false NOT NULL,
	"product_id" text,
	"display_number" text,
	"ingredients" text,
	"color_hex" text,
	"is_open_table_item" boolean DEFAULT false NOT NULL,
	"is_open_table_shared_item" boolean DEFAULT false NOT NULL,
	"is_for_printing_disabled" boolean DEFAULT false NOT NULL,
	"is_for_kds_disabled" boolean DEFAULT false NOT NULL,
	"is_main_course" boolean DEFAULT false NOT NULL,
	"promotion_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cooking_category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_id_menu_uq" UNIQUE("id","menu_id"),
	CONSTRAINT "menu_items_price" CHECK ("menu_items"."price" >= 0),
	CONSTRAINT "menu_items_window" CHECK ("menu_items"."active_begin" between 0 and 2880 and "menu_items"."active_end" between 0 and 2880 or "menu_items"."active_begin" is null or "menu_items"."active_end" is null)
);
--> statement-breakpoint
CREATE TABLE "menu_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_user_id" text,
	CONSTRAINT "menu_versions_menu_version_uq" UNIQUE("menu_id","version"),
	CONSTRAINT "menu_versions_version" CHECK ("menu_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_main_menu" boolean DEFAULT false NOT NULL,
	"is_secondary_menu" boolean DEFAULT false NOT NULL,
	"is_third_menu" boolean DEFAULT false NOT NULL,
	"is_fourth_menu" boolean DEFAULT false NOT NULL,
	"is_fifth_menu" boolean DEFAULT false NOT NULL,
	"is_sixth_menu" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_for_hubster" boolean DEFAULT false NOT NULL,
	"is_menu_version2" boolean DEFAULT false NOT NULL,
	"qr_code_type" text DEFAULT 'none' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"service_availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotion_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_kinds_exclusive" CHECK (("menus"."is_main_menu"::int + "menus"."is_secondary_menu"::int + "menus"."is_third_menu"::int + "menus"."is_fourth_menu"::int + "menus"."is_fifth_menu"::int) <= 1)
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"name" text NOT NULL,
	"alt_name" text,
	"required" boolean DEFAULT false NOT NULL,
	"force_min" integer DEFAULT 0 NOT NULL,
	"force_max" integer DEFAULT 0 NOT NULL,
	"allow_quantity" boolean DEFAULT false NOT NULL,
	"hide_for_web" boolean DEFAULT false NOT NULL,
	"color_hex" text,
	"sort" integer DEFAULT 99 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_id_menu_uq" UNIQUE("id","menu_id"),
	CONSTRAINT "option_groups_min_max" CHECK ("option_groups"."force_min" >= 0 and "option_groups"."force_max" >= 0 and ("option_groups"."force_max" = 0 or "option_groups"."force_min" <= "option_groups"."force_max"))
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"alt_name" text,
	"short_name" text,
	"price" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hide_for_web" boolean DEFAULT false NOT NULL,
	"color_hex" text,
	"menu_item_id" text,
	"linked_item_name" text,
	"linked_category_name" text,
	CONSTRAINT "options_price" CHECK ("options"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "size_groups" (
	"size_id" text NOT NULL,
	"group_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "size_groups_size_id_group_id_pk" PRIMARY KEY("size_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "unavailable_items" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"menu_item_id" text NOT NULL,
	"effective_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unavailable_items_item_date_uq" UNIQUE NULLS NOT DISTINCT("menu_item_id","effective_date")
);
--> statement-breakpoint
CREATE TABLE "close_days" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "close_days_restaurant_date_uq" UNIQUE("restaurant_id","date")
);
--> statement-breakpoint
CREATE TABLE "open_hours" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"open_start" integer NOT NULL,
	"open_end" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "open_hours_range" CHECK ("open_hours"."open_start" >= 0 and "open_hours"."open_end" <= 1440 and "open_hours"."open_end" > "open_hours"."open_start"),
	CONSTRAINT "open_hours_weekdays" CHECK ("open_hours"."weekdays" <@ array[1,2,3,4,5,6,7])
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"order_count" integer DEFAULT 1 NOT NULL,
	"last_order_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_restaurant_phone_uq" UNIQUE("restaurant_id","phone")
);
--> statement-breakpoint
CREATE TABLE "order_item_options" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"option_id" text NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_item_options_quantity" CHECK ("order_item_options"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"menu_item_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"alt_name" text,
	"dish_price" integer NOT NULL,
	"size_id" text,
	"size_name" text,
	"size_price" integer,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"sub_total" integer NOT NULL,
	"line_total" integer NOT NULL,
	"is_takeaway" boolean DEFAULT false NOT NULL,
	"special_instructions" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_line_total" CHECK ("order_items"."line_total" = "order_items"."sub_total" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"order_number" text NOT NULL,
	"type" text DEFAULT 'local' NOT NULL,
	"kind" text NOT NULL,
	"table_id" text NOT NULL,
	"real_table_id" text,
	"choose_type" text,
	"pickup_time_type" text DEFAULT 'now' NOT NULL,
	"pickup_time" timestamp with time zone NOT NULL,
	"selected_date" text,
	"payment_type" text NOT NULL,
	"is_payment_required" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"subtotal" integer NOT NULL,
	"surcharge_total" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"guest_num" integer DEFAULT 0 NOT NULL,
	"address" text,
	"address_object" jsonb,
	"postcode" text,
	"food_allergies" text,
	"notes" text,
	"menu_id" text NOT NULL,
	"menu_version" integer NOT NULL,
	"browser" text,
	"mobile_model" text,
	"member_id" text,
	"client_id" text,
	"order_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_restaurant_number_uq" UNIQUE("restaurant_id","order_number"),
	CONSTRAINT "orders_money" CHECK ("orders"."subtotal" >= 0 and "orders"."surcharge_total" >= 0 and "orders"."total" = "orders"."subtotal" + "orders"."surcharge_total")
);
--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb,
	"client_id" text,
	"website_version" text,
	"user_agent" text,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"attachments" jsonb,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"restaurant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'inProgress' NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_records_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payment_provider_accounts" (
	"restaurant_id" text NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_accounts_restaurant_id_provider_pk" PRIMARY KEY("restaurant_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"reason" text,
	"source" text DEFAULT 'api' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_settlements" (
	"subject_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"raw_body" text NOT NULL,
	"event" jsonb NOT NULL,
	"payment_id" text,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"order_id" text,
	"booking_id" text,
	"subject_key" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"is_pre_auth" boolean DEFAULT false NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"provider_reference" text,
	"provider_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pay_url" text,
	"return_urls" jsonb NOT NULL,
	"last4" text,
	"brand" text,
	"shopper_email" text,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"authorised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount" > 0 and "payments"."captured_amount" >= 0 and "payments"."refunded_amount" >= 0),
	CONSTRAINT "payments_last4" CHECK ("payments"."last4" is null or "payments"."last4" ~ '^[0-9]{1,4}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_tokens_last4" CHECK ("sandbox_card_tokens"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"max_amount" integer,
	"expiry_days" integer,
	"is_percentage" boolean DEFAULT false NOT NULL,
	"percentage" integer,
	"amount" integer,
	"for_one_item" boolean DEFAULT false NOT NULL,
	"is_free_item" boolean DEFAULT false NOT NULL,
	"image_id" text,
	"deep_link" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_name_max" CHECK (char_length("promotions"."name") between 1 and 20),
	CONSTRAINT "promotions_description_max" CHECK (char_length("promotions"."description") <= 100),
	CONSTRAINT "promotions_percentage" CHECK ("promotions"."percentage" is null or "promotions"."percentage" between 0 and 100),
	CONSTRAINT "promotions_money" CHECK (("promotions"."amount" is null or "promotions"."amount" >= 0) and ("promotions"."max_amount" is null or "promotions"."max_amount" >= 0)),
	CONSTRAINT "promotions_expiry_days" CHECK ("promotions"."expiry_days" is null or "promotions"."expiry_days" >= 1),
	CONSTRAINT "promotions_window" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"queue_date" date NOT NULL,
	"seq" integer NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	"guest_num" integer NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "queue_entries_token_unique" UNIQUE("token"),
	CONSTRAINT "queue_entries_seq_uq" UNIQUE("restaurant_id","queue_date","seq"),
	CONSTRAINT "queue_entries_guests" CHECK ("queue_entries"."guest_num" >= 1)
);
--> statement-breakpoint
CREATE TABLE "queue_settings" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"minutes_per_party" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_settings" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"show_dialog" boolean DEFAULT false NOT NULL,
	"dialog_title" text DEFAULT '' NOT NULL,
	"dialog_text" text DEFAULT '' NOT NULL,
	"dialog_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_code_settings" (
	"restaurant_id" text NOT NULL,
	"qr_type" text NOT NULL,
	"is_ordering_disabled" boolean DEFAULT false NOT NULL,
	"disabled_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_code_settings_restaurant_id_qr_type_pk" PRIMARY KEY("restaurant_id","qr_type")
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"url_identifier" text NOT NULL,
	"type" text DEFAULT 'restaurant' NOT NULL,
	"group_id" text,
	"name" text NOT NULL,
	"alt_name" text,
	"description" text,
	"address" text,
	"address_object" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"abn" text,
	"tax_name" text DEFAULT 'GST' NOT NULL,
	"tax_percentage" integer DEFAULT 10 NOT NULL,
	"timezone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"theme_color" text DEFAULT '#3f51b5' NOT NULL,
	"logo_image_id" text,
	"website_style" text DEFAULT 'simple' NOT NULL,
	"notification_email" text,
	"delivery_service_phone" text,
	"pickup_instructions" text,
	"service_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"sms_verify" boolean DEFAULT false NOT NULL,
	"service_bell" boolean DEFAULT false NOT NULL,
	"takeaway_payment" boolean DEFAULT true NOT NULL,
	"order_ahead_disabled" boolean DEFAULT false NOT NULL,
	"is_big_menu_image_used" boolean DEFAULT false NOT NULL,
	"is_dine_mobile_optional" boolean DEFAULT false NOT NULL,
	"is_pos_client_payment_disabled" boolean DEFAULT false NOT NULL,
	"stripe_fee_on_us" boolean DEFAULT false NOT NULL,
	"pos_surcharges_on_us" boolean DEFAULT false NOT NULL,
	"online_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_disclaimer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_url_identifier_unique" UNIQUE("url_identifier"),
	CONSTRAINT "restaurants_tax_percentage_range" CHECK ("restaurants"."tax_percentage" between 0 and 100),
	CONSTRAINT "restaurants_booking_disclaimer_max" CHECK (char_length("restaurants"."booking_disclaimer") <= 100)
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"table_id" text NOT NULL,
	"service_type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"sid" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "surcharges" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::int[] NOT NULL,
	"is_public_holiday" boolean DEFAULT false NOT NULL,
	"public_holiday_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"is_tax" boolean DEFAULT false NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_tax_based_on_subtotal" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surcharges_value" CHECK ("surcharges"."value" >= 0 and ("surcharges"."type" = 'fixed' or "surcharges"."value" <= 10000)),
	CONSTRAINT "surcharges_description_max" CHECK (char_length("surcharges"."description") <= 50),
	CONSTRAINT "surcharges_weekdays" CHECK ("surcharges"."weekdays" <@ array[1,2,3,4,5,6,7])
);
--> statement-breakpoint
CREATE TABLE "restaurant_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"table_number" text NOT NULL,
	"name" text NOT NULL,
	"seats" integer DEFAULT 4 NOT NULL,
	"min_seats" integer DEFAULT 0 NOT NULL,
	"area" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_tables_number_uq" UNIQUE("restaurant_id","table_number"),
	CONSTRAINT "restaurant_tables_number_format" CHECK ("restaurant_tables"."table_number" ~ '^[A-Za-z0-9]+$'),
	CONSTRAINT "restaurant_tables_seats" CHECK ("restaurant_tables"."seats" >= 1 and "restaurant_tables"."min_seats" >= 0 and "restaurant_tables"."min_seats" <= "restaurant_tables"."seats")
);
--> statement-breakpoint
CREATE TABLE "user_restaurants" (
	"user_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	CONSTRAINT "user_restaurants_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"restaurant_id" text,
	"selected_restaurant_id" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_close_dates" ADD CONSTRAINT "booking_close_dates_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_close_dates" ADD CONSTRAINT "booking_close_dates_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_session_tables" ADD CONSTRAINT "booking_session_tables_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_table_claims" ADD CONSTRAINT "booking_table_claims_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_table_claims" ADD CONSTRAINT "booking_table_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_platform_uploads" ADD CONSTRAINT "delivery_platform_uploads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_platform_uploads" ADD CONSTRAINT "delivery_platform_uploads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooking_categories" ADD CONSTRAINT "cooking_categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_item_fk" FOREIGN KEY ("item_id","menu_id") REFERENCES "public"."menu_items"("id","menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_group_fk" FOREIGN KEY ("group_id","menu_id") REFERENCES "public"."option_groups"("id","menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_print_categories" ADD CONSTRAINT "item_print_categories_item_fk" FOREIGN KEY ("item_id","menu_id") REFERENCES "public"."menu_items"("id","menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_print_categories" ADD CONSTRAINT "item_print_categories_category_fk" FOREIGN KEY ("cooking_category_id","menu_id") REFERENCES "public"."cooking_categories"("id","menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sizes" ADD CONSTRAINT "item_sizes_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_fk" FOREIGN KEY ("category_id","menu_id") REFERENCES "public"."menu_categories"("id","menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD CONSTRAINT "menu_versions_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD CONSTRAINT "menu_versions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD CONSTRAINT "menu_versions_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_groups" ADD CONSTRAINT "size_groups_size_id_item_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."item_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_groups" ADD CONSTRAINT "size_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_items" ADD CONSTRAINT "unavailable_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_items" ADD CONSTRAINT "unavailable_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_days" ADD CONSTRAINT "close_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_hours" ADD CONSTRAINT "open_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_accounts" ADD CONSTRAINT "payment_provider_accounts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settlements" ADD CONSTRAINT "payment_settlements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_settings" ADD CONSTRAINT "queue_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_settings" ADD CONSTRAINT "menu_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_settings" ADD CONSTRAINT "qr_code_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_group_id_restaurants_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restaurants" ADD CONSTRAINT "user_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restaurants" ADD CONSTRAINT "user_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_selected_restaurant_id_restaurants_id_fk" FOREIGN KEY ("selected_restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_email_at_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_at_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_sessions_restaurant_idx" ON "booking_sessions" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "booking_table_claims_booking_idx" ON "booking_table_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_restaurant_date_idx" ON "bookings" USING btree ("restaurant_id","book_date");--> statement-breakpoint
CREATE INDEX "delivery_platform_uploads_restaurant_idx" ON "delivery_platform_uploads" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "images_restaurant_idx" ON "images" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "images_sha256_idx" ON "images" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "cooking_categories_menu_name_uq" ON "cooking_categories" USING btree ("menu_id",lower("name"));--> statement-breakpoint
CREATE INDEX "item_groups_group_idx" ON "item_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "item_print_categories_category_idx" ON "item_print_categories" USING btree ("cooking_category_id");--> statement-breakpoint
CREATE INDEX "item_sizes_item_idx" ON "item_sizes" USING btree ("item_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "item_sizes_one_default" ON "item_sizes" USING btree ("item_id") WHERE "item_sizes"."is_default";--> statement-breakpoint
CREATE INDEX "menu_categories_menu_idx" ON "menu_categories" USING btree ("menu_id","sort");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "menu_versions_restaurant_idx" ON "menu_versions" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menus_restaurant_idx" ON "menus" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_one_main_per_restaurant" ON "menus" USING btree ("restaurant_id") WHERE "menus"."is_main_menu";--> statement-breakpoint
CREATE INDEX "option_groups_menu_idx" ON "option_groups" USING btree ("menu_id","sort");--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "options_menu_item_idx" ON "options" USING btree ("menu_item_id");--> statement-breakpoint
CREATE INDEX "size_groups_group_idx" ON "size_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "unavailable_items_restaurant_idx" ON "unavailable_items" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "open_hours_restaurant_idx" ON "open_hours" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "order_item_options_item_idx" ON "order_item_options" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "order_items_menu_item_idx" ON "order_items" USING btree ("menu_item_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_time_idx" ON "orders" USING btree ("restaurant_id","order_time");--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("restaurant_id","customer_phone");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_ref_uq" ON "payment_refunds" USING btree ("provider","provider_refund_id") WHERE "payment_refunds"."provider_refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_uq" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_unprocessed_idx" ON "payment_webhook_events" USING btree ("received_at") WHERE not "payment_webhook_events"."processed";--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("subject_key");--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payments_needs_refund_idx" ON "payments" USING btree ("needs_refund") WHERE "payments"."needs_refund";--> statement-breakpoint
CREATE INDEX "promotions_restaurant_idx" ON "promotions" USING btree ("restaurant_id","is_enabled");--> statement-breakpoint
CREATE INDEX "queue_entries_restaurant_date_idx" ON "queue_entries" USING btree ("restaurant_id","queue_date");--> statement-breakpoint
CREATE INDEX "service_requests_restaurant_idx" ON "service_requests" USING btree ("restaurant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_table_type_idx" ON "service_requests" USING btree ("table_id","service_type","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "surcharges_restaurant_idx" ON "surcharges" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurant_tables_restaurant_idx" ON "restaurant_tables" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "user_restaurants_restaurant_idx" ON "user_restaurants" USING btree ("restaurant_id");