CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 20;--> statement-breakpoint
CREATE TABLE "account_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"head_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"chain_id" integer,
	"credit_code" text NOT NULL,
	"erp_code" text,
	"drug_license_no" text,
	"business_scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_passed" boolean DEFAULT false NOT NULL,
	"qualification_note" text,
	"province_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"district_code" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"invoice_title" text,
	"tax_no" text,
	"invoice_address" text,
	"invoice_phone" text,
	"invoice_bank" text,
	"invoice_account" text,
	"contact_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"face" text DEFAULT '' NOT NULL,
	"rank" text DEFAULT '普通会员' NOT NULL,
	"company_id" integer NOT NULL,
	"account_manager_id" integer,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"wechat" text,
	"is_can_chat" boolean DEFAULT true NOT NULL,
	"sms_notify" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_show_youx" boolean DEFAULT true NOT NULL,
	"is_after_sale" boolean DEFAULT true NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"manufacturer_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"company_id" integer,
	"company_kind" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"price_fen" bigint NOT NULL,
	CONSTRAINT "customer_prices_uq" UNIQUE NULLS NOT DISTINCT("goods_id","company_id","company_kind","province")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"erp_code" text,
	"name" text NOT NULL,
	"generic_name" text NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"ypgg" text NOT NULL,
	"dosage_form" text NOT NULL,
	"bzdw" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"sccj" text NOT NULL,
	"approval_no" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"drug_id_code" text DEFAULT '' NOT NULL,
	"traced" boolean DEFAULT true NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"base_price_fen" bigint NOT NULL,
	"retail_price_fen" bigint NOT NULL,
	"ladder_price_type" integer DEFAULT 2 NOT NULL,
	"mid_pack" integer DEFAULT 1 NOT NULL,
	"big_pack" integer DEFAULT 1 NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"is_prescription" boolean DEFAULT false NOT NULL,
	"otc_type" text DEFAULT '' NOT NULL,
	"is_ephedrine" boolean DEFAULT false NOT NULL,
	"is_controlled" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'chemical' NOT NULL,
	"is_buy" boolean DEFAULT true NOT NULL,
	"sellable" boolean GENERATED ALWAYS AS (is_buy AND stock > 0) STORED NOT NULL,
	"soonest_expiry" date,
	"is_youx" boolean DEFAULT false NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_dpby" boolean DEFAULT false NOT NULL,
	"qg_number" integer DEFAULT 0 NOT NULL,
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping_number" integer DEFAULT 0 NOT NULL,
	"with_coupon" boolean DEFAULT true NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"indications" text DEFAULT '' NOT NULL,
	"usage" text DEFAULT '' NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"shelf_life_months" integer DEFAULT 24 NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_bigrams" text[] GENERATED ALWAYS AS (string_to_array(regexp_replace(search_text, '(..)', '\1 ', 'g') || ' ' || regexp_replace(substr(search_text, 2), '(..)', '\1 ', 'g'), ' ')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_stock_nonneg" CHECK ("goods"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"produced_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"stock" integer NOT NULL,
	"report_url" text DEFAULT '' NOT NULL,
	"warehouse_id" integer DEFAULT 1 NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"frozen_reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_lots_stock_nonneg" CHECK ("goods_lots"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"name" text NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ladder_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	"price_fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"goods_price_id" integer DEFAULT 0 NOT NULL,
	"ladder_price_id" integer DEFAULT 0 NOT NULL,
	"goods_manjian_id" integer DEFAULT 0 NOT NULL,
	"is_yj" integer DEFAULT 0 NOT NULL,
	"ck_id" integer DEFAULT 0 NOT NULL,
	"number" integer NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL,
	"seen_price_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combination_items" (
	"combination_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer DEFAULT 1 NOT NULL,
	"price_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combination_items_combination_id_goods_id_pk" PRIMARY KEY("combination_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '精选组合' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale_purchases" (
	"flash_sale_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_sale_purchases_flash_sale_id_user_id_pk" PRIMARY KEY("flash_sale_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"limit_per_buyer" integer DEFAULT 0 NOT NULL,
	"sale_stock" integer DEFAULT 100 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_sales_limit" CHECK ("flash_sales"."limit_per_buyer" >= 0),
	CONSTRAINT "flash_sales_sold" CHECK ("flash_sales"."sold" >= 0 AND "flash_sales"."sold" <= "flash_sales"."sale_stock")
);
--> statement-breakpoint
CREATE TABLE "gift_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"gift_goods_id" integer,
	"every" integer NOT NULL,
	"give" integer NOT NULL,
	"repeat" boolean DEFAULT true NOT NULL,
	"max_total" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_rules_every" CHECK ("gift_rules"."every" >= 1)
);
--> statement-breakpoint
CREATE TABLE "manjian_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"all_goods" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manjian_goods" (
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "manjian_goods_activity_id_goods_id_pk" PRIMARY KEY("activity_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "manjian_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reduce_fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"goods_ids" integer[],
	"rate_permille" integer,
	"price_fen" bigint,
	"limit_per_buyer" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_prices_limit" CHECK ("special_prices"."limit_per_buyer" >= 0),
	CONSTRAINT "special_prices_mode" CHECK (("special_prices"."rate_permille" IS NULL) <> ("special_prices"."price_fen" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "special_purchases" (
	"special_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"day" text NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_purchases_special_id_user_id_goods_id_day_pk" PRIMARY KEY("special_id","user_id","goods_id","day"),
	CONSTRAINT "special_purchases_number" CHECK ("special_purchases"."number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"produced_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "order_line_lots_pos" CHECK ("order_line_lots"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"line_type" integer DEFAULT 0 NOT NULL,
	"promotion_id" integer DEFAULT 0 NOT NULL,
	"flash_units" integer DEFAULT 0 NOT NULL,
	"special_id" integer,
	"special_units" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"sccj" text NOT NULL,
	"ypgg" text NOT NULL,
	"bzdw" text NOT NULL,
	"approval_no" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"total_fen" bigint NOT NULL,
	"manjian_share_fen" bigint DEFAULT 0 NOT NULL,
	"coupon_share_fen" bigint DEFAULT 0 NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text DEFAULT '' NOT NULL,
	"order_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"pay_type" text NOT NULL,
	"goods_amount_fen" bigint NOT NULL,
	"manjian_fen" bigint DEFAULT 0 NOT NULL,
	"coupon_fen" bigint DEFAULT 0 NOT NULL,
	"shipping_fee_fen" bigint DEFAULT 0 NOT NULL,
	"payable_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"user_coupon_id" integer,
	"coupon_name" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"invoice_type" integer DEFAULT 0 NOT NULL,
	"invoice_title" text DEFAULT '' NOT NULL,
	"invoice_tax_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"purchaser_name" text,
	"purchaser_id_no" text,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"logistics_company" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payable_nonneg" CHECK ("orders"."payable_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"consignee" text NOT NULL,
	"phone" text NOT NULL,
	"province_code" text NOT NULL,
	"province" text NOT NULL,
	"city_code" text NOT NULL,
	"city" text NOT NULL,
	"district_code" text NOT NULL,
	"district" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"rule_type" text NOT NULL,
	"threshold_fen" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"rate_permille" integer DEFAULT 1000 NOT NULL,
	"max_discount_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notify_id" text DEFAULT '' NOT NULL,
	"out_trade_no" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"outcome" text NOT NULL,
	"raw_body" text NOT NULL,
	"remote_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pay_type" text NOT NULL,
	"provider" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_trade_no" text DEFAULT '' NOT NULL,
	"qr_code_url" text DEFAULT '' NOT NULL,
	"cashier_url" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_money_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"use_type" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_money_log_balance_nonneg" CHECK ("user_money_log"."balance_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"assignee_id" integer,
	"assigned_at" timestamp with time zone,
	"read_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from" text NOT NULL,
	"content" text NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_content_len" CHECK (char_length("chat_messages"."content") BETWEEN 1 AND 500),
	CONSTRAINT "chat_messages_from_chk" CHECK ("chat_messages"."from" IN ('buyer', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"user_id" integer,
	"results" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"word" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"generic_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"indication_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"lower_term" text NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL,
	"keys" text[] NOT NULL,
	"match_text" text NOT NULL,
	"match_bigrams" text[] GENERATED ALWAYS AS (string_to_array(regexp_replace(match_text, '(..)', '\1 ', 'g') || ' ' || regexp_replace(substr(match_text, 2), '(..)', '\1 ', 'g'), ' ')) STORED,
	"sales" bigint DEFAULT 0 NOT NULL,
	"goods" integer DEFAULT 0 NOT NULL,
	"buyable" boolean DEFAULT false NOT NULL,
	"generic_name" text DEFAULT '' NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"indications" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "cashback_credits" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"credited_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cashback_credits_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "cashback_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"threshold_fen" bigint NOT NULL,
	"rate_permille" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cashback_tiers_rate" CHECK ("cashback_tiers"."rate_permille" >= 0 AND "cashback_tiers"."rate_permille" <= 1000)
);
--> statement-breakpoint
CREATE TABLE "controlled_sales" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"provinces" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"account_manager_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"title" text NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_buyer" integer DEFAULT 1 NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"company_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"provinces" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_campaigns_claimed" CHECK ("coupon_campaigns"."claimed" >= 0 AND "coupon_campaigns"."claimed" <= "coupon_campaigns"."total"),
	CONSTRAINT "coupon_campaigns_per_buyer" CHECK ("coupon_campaigns"."per_buyer" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupon_claims" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_claims_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "draw_entries" (
	"draw_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draw_entries_draw_id_user_id_pk" PRIMARY KEY("draw_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "draw_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"coupon_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draw_prizes_issued" CHECK ("draw_prizes"."issued" >= 0 AND ("draw_prizes"."kind" = 'none' OR "draw_prizes"."issued" <= "draw_prizes"."stock"))
);
--> statement-breakpoint
CREATE TABLE "draw_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer,
	"prize_name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"user_coupon_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"max_per_buyer" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"points" integer NOT NULL,
	"cash_fen" bigint DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"per_buyer" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_goods_stock" CHECK ("points_goods"."stock" >= 0),
	CONSTRAINT "points_goods_points" CHECK ("points_goods"."points" >= 1)
);
--> statement-breakpoint
CREATE TABLE "points_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"points_goods_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_name" text NOT NULL,
	"number" integer NOT NULL,
	"points" integer NOT NULL,
	"cash_fen" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"address" jsonb NOT NULL,
	"logistics_company" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"banner_image" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT '#c9252b' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_varieties" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"maker" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price_fen" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"goods_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_roles" (
	"operator_id" integer NOT NULL,
	"role_code" text NOT NULL,
	CONSTRAINT "operator_roles_operator_id_role_code_pk" PRIMARY KEY("operator_id","role_code")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"role_code" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"totp_enabled" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"account_manager_id" integer,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data_scope" text DEFAULT 'all' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"holder_name" text,
	"expires_on" date NOT NULL,
	"upload_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"warned_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signed_by_user_id" integer,
	"ip" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_bindings" (
	"openid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_bindings_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_scans" (
	"scene" text PRIMARY KEY NOT NULL,
	"poll_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"openid" text,
	"nickname" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"month" text,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"reg_address" text DEFAULT '' NOT NULL,
	"reg_phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_buy_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_buy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"number" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "group_buy_members_number" CHECK ("group_buy_members"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "group_buys" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"group_size" integer NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"per_buyer" integer DEFAULT 10 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"settled_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buys_joined" CHECK ("group_buys"."joined" >= 0 AND "group_buys"."joined" <= "group_buys"."group_size"),
	CONSTRAINT "group_buys_held" CHECK ("group_buys"."held" >= 0 AND "group_buys"."held" <= "group_buys"."stock"),
	CONSTRAINT "group_buys_size" CHECK ("group_buys"."group_size" >= 2),
	CONSTRAINT "group_buys_per_buyer" CHECK ("group_buys"."per_buyer" >= 1)
);
--> statement-breakpoint
CREATE TABLE "aftersale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"aftersale_id" integer NOT NULL,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aftersale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"aftersale_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"order_line_lot_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"number" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "aftersale_lines_pos" CHECK ("aftersale_lines"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "aftersales" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"refund_fen" bigint NOT NULL,
	"return_address" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aftersales_refund_nonneg" CHECK ("aftersales"."refund_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ephedrine_receipts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"voucher_id" integer,
	"amount_fen" bigint NOT NULL,
	"applied_fen" bigint NOT NULL,
	"to_balance_fen" bigint DEFAULT 0 NOT NULL,
	"bank_serial" text NOT NULL,
	"internal_note" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_sum" CHECK ("bank_transfers"."applied_fen" + "bank_transfers"."to_balance_fen" = "bank_transfers"."amount_fen" AND "bank_transfers"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"limit_fen" bigint DEFAULT 0 NOT NULL,
	"term_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_limit_nonneg" CHECK ("credit_accounts"."limit_fen" >= 0),
	CONSTRAINT "credit_accounts_term" CHECK ("credit_accounts"."term_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"aftersale_id" integer,
	"method" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"refund_no" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"failure" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_pos" CHECK ("order_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"repaid_fen" bigint DEFAULT 0 NOT NULL,
	"credited_fen" bigint DEFAULT 0 NOT NULL,
	"due_on" date NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivables_within_amount" CHECK ("receivables"."repaid_fen" >= 0 AND "receivables"."credited_fen" >= 0 AND "receivables"."repaid_fen" + "receivables"."credited_fen" <= "receivables"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "repayment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"repayment_id" integer NOT NULL,
	"receivable_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"allocated_fen" bigint NOT NULL,
	"to_balance_fen" bigint DEFAULT 0 NOT NULL,
	"bank_transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repayments_sum" CHECK ("repayments"."allocated_fen" + "repayments"."to_balance_fen" = "repayments"."amount_fen" AND "repayments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "statement_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"closing_balance_fen" bigint NOT NULL,
	"closing_owed_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"upload_id" integer NOT NULL,
	"claimed_fen" bigint NOT NULL,
	"buyer_note" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fulfilment" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"pick_list_id" integer NOT NULL,
	"picker_id" integer NOT NULL,
	"checker_id" integer,
	"checked_at" timestamp with time zone,
	"shipper_id" integer
);
--> statement-breakpoint
CREATE TABLE "pick_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_no" text NOT NULL,
	"picker_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quarantine_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"inspection_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"number" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"disposal_reason" text DEFAULT '' NOT NULL,
	"disposed_by" integer,
	"disposed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quarantine_stock_pos" CHECK ("quarantine_stock"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"aftersale_id" integer NOT NULL,
	"result" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"area" text DEFAULT 'saleable' NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"qty_before" integer NOT NULL,
	"qty_after" integer NOT NULL,
	"operator_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"source_type" text DEFAULT '' NOT NULL,
	"source_id" integer,
	"tx_id" text DEFAULT txid_current()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_after_nonneg" CHECK ("stock_ledger"."qty_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trace_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"checker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"http_status" integer,
	"error" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer,
	"state" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb,
	"input" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"lease_token" text,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_feed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_requests" (
	"token_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" text NOT NULL,
	"body_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_requests_token_id_idempotency_key_pk" PRIMARY KEY("token_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "erp_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip_allow" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"table_key" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repayment_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"out_trade_no" text NOT NULL,
	"pay_type" text NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"receivable_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"repayment_id" integer,
	"provider_trade_no" text DEFAULT '' NOT NULL,
	"cashier_url" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repayment_trades_pos" CHECK ("repayment_trades"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "chain_store_limits" (
	"store_user_id" integer PRIMARY KEY NOT NULL,
	"monthly_limit_fen" bigint NOT NULL,
	"set_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_store_limits_nonneg" CHECK ("chain_store_limits"."monthly_limit_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_manager_id_account_managers_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."account_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_lots" ADD CONSTRAINT "goods_lots_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_prices" ADD CONSTRAINT "ladder_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_purchases" ADD CONSTRAINT "flash_sale_purchases_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_purchases" ADD CONSTRAINT "flash_sale_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_gift_goods_id_goods_id_fk" FOREIGN KEY ("gift_goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manjian_goods" ADD CONSTRAINT "manjian_goods_activity_id_manjian_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."manjian_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manjian_goods" ADD CONSTRAINT "manjian_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manjian_tiers" ADD CONSTRAINT "manjian_tiers_activity_id_manjian_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."manjian_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_purchases" ADD CONSTRAINT "special_purchases_special_id_special_prices_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."special_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_purchases" ADD CONSTRAINT "special_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_purchases" ADD CONSTRAINT "special_purchases_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_lots" ADD CONSTRAINT "order_line_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_lots" ADD CONSTRAINT "order_line_lots_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_lots" ADD CONSTRAINT "order_line_lots_lot_id_goods_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."goods_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_money_log" ADD CONSTRAINT "user_money_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_money_log" ADD CONSTRAINT "user_money_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_sales" ADD CONSTRAINT "controlled_sales_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prizes" ADD CONSTRAINT "draw_prizes_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prizes" ADD CONSTRAINT "draw_prizes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_prize_id_draw_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."draw_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods" ADD CONSTRAINT "points_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_points_goods_id_points_goods_id_fk" FOREIGN KEY ("points_goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_records" ADD CONSTRAINT "purchase_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_records" ADD CONSTRAINT "purchase_records_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_varieties" ADD CONSTRAINT "wanted_varieties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_varieties" ADD CONSTRAINT "wanted_varieties_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_role_code_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."roles"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_code_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."roles"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_account_manager_id_account_managers_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."account_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_log" ADD CONSTRAINT "points_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_contracts" ADD CONSTRAINT "purchase_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_contracts" ADD CONSTRAINT "purchase_contracts_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_scans" ADD CONSTRAINT "wechat_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_group_buy_id_group_buys_id_fk" FOREIGN KEY ("group_buy_id") REFERENCES "public"."group_buys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buys" ADD CONSTRAINT "group_buys_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersale_events" ADD CONSTRAINT "aftersale_events_aftersale_id_aftersales_id_fk" FOREIGN KEY ("aftersale_id") REFERENCES "public"."aftersales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersale_lines" ADD CONSTRAINT "aftersale_lines_aftersale_id_aftersales_id_fk" FOREIGN KEY ("aftersale_id") REFERENCES "public"."aftersales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersale_lines" ADD CONSTRAINT "aftersale_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersale_lines" ADD CONSTRAINT "aftersale_lines_order_line_lot_id_order_line_lots_id_fk" FOREIGN KEY ("order_line_lot_id") REFERENCES "public"."order_line_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersale_lines" ADD CONSTRAINT "aftersale_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersale_lines" ADD CONSTRAINT "aftersale_lines_lot_id_goods_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."goods_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales" ADD CONSTRAINT "aftersales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales" ADD CONSTRAINT "aftersales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ephedrine_receipts" ADD CONSTRAINT "ephedrine_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ephedrine_receipts" ADD CONSTRAINT "ephedrine_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ephedrine_receipts" ADD CONSTRAINT "ephedrine_receipts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_voucher_id_transfer_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."transfer_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_aftersale_id_aftersales_id_fk" FOREIGN KEY ("aftersale_id") REFERENCES "public"."aftersales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_allocations" ADD CONSTRAINT "repayment_allocations_repayment_id_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."repayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_allocations" ADD CONSTRAINT "repayment_allocations_receivable_id_receivables_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_replies" ADD CONSTRAINT "statement_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment" ADD CONSTRAINT "order_fulfilment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment" ADD CONSTRAINT "order_fulfilment_pick_list_id_pick_lists_id_fk" FOREIGN KEY ("pick_list_id") REFERENCES "public"."pick_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarantine_stock" ADD CONSTRAINT "quarantine_stock_inspection_id_return_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."return_inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarantine_stock" ADD CONSTRAINT "quarantine_stock_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarantine_stock" ADD CONSTRAINT "quarantine_stock_lot_id_goods_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."goods_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_inspections" ADD CONSTRAINT "return_inspections_aftersale_id_aftersales_id_fk" FOREIGN KEY ("aftersale_id") REFERENCES "public"."aftersales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_requests" ADD CONSTRAINT "erp_requests_token_id_erp_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."erp_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_trades" ADD CONSTRAINT "repayment_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_trades" ADD CONSTRAINT "repayment_trades_repayment_id_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."repayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_store_limits" ADD CONSTRAINT "chain_store_limits_store_user_id_users_id_fk" FOREIGN KEY ("store_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_store_limits" ADD CONSTRAINT "chain_store_limits_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","is_read");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","sccj","dosage_form");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_manufacturer_idx" ON "goods" USING btree ("manufacturer_id","sellable","sales","id");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "goods_search_trgm" ON "goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_search_bigram" ON "goods" USING gin ("search_bigrams");--> statement-breakpoint
CREATE INDEX "goods_name_prefix" ON "goods" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_generic_prefix" ON "goods" USING btree ("generic_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_initials_prefix" ON "goods" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_pinyin_prefix" ON "goods" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("base_price_fen","sccj","dosage_form");--> statement-breakpoint
CREATE INDEX "goods_default_order" ON "goods" USING btree ("sellable" DESC NULLS FIRST,"sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_name_order" ON "goods" USING btree (lower("name"),"sellable" DESC NULLS FIRST,"sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_maker_order" ON "goods" USING btree ("manufacturer_id","sellable" DESC NULLS FIRST,"sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_brand_order" ON "goods" USING btree ("brand_id","sellable" DESC NULLS FIRST,"sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_category_order" ON "goods" USING btree ("category_id","sellable" DESC NULLS FIRST,"sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_sccj_idx" ON "goods" USING btree ("sccj");--> statement-breakpoint
CREATE INDEX "goods_dosage_form_idx" ON "goods" USING btree ("dosage_form","sccj");--> statement-breakpoint
CREATE INDEX "goods_youx_facets" ON "goods" USING btree ("is_free_shipping","sccj","dosage_form") WHERE "goods"."is_youx";--> statement-breakpoint
CREATE INDEX "goods_otc_facets" ON "goods" USING btree ("otc_type","is_ephedrine","sccj","dosage_form") WHERE NOT "goods"."is_prescription";--> statement-breakpoint
CREATE INDEX "goods_kind_price" ON "goods" USING btree ("is_prescription","otc_type","base_price_fen","sccj","dosage_form");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_erp_code_uq" ON "goods" USING btree ("erp_code");--> statement-breakpoint
CREATE INDEX "goods_lots_goods_idx" ON "goods_lots" USING btree ("goods_id","expires_on");--> statement-breakpoint
CREATE INDEX "goods_lots_batch_idx" ON "goods_lots" USING btree ("goods_id","batch_no");--> statement-breakpoint
CREATE INDEX "goods_lots_expiry_idx" ON "goods_lots" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "goods_tags_goods_idx" ON "goods_tags" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "ladder_prices_goods_idx" ON "ladder_prices" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_uq" ON "manufacturers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ads_position_idx" ON "ads" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_unique_line" ON "cart_lines" USING btree ("user_id","goods_id","type","goods_price_id");--> statement-breakpoint
CREATE INDEX "cart_lines_user_idx" ON "cart_lines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "combination_items_goods_idx" ON "combination_items" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "flash_sales_goods_idx" ON "flash_sales" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "gift_rules_goods_idx" ON "gift_rules" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "manjian_goods_goods_idx" ON "manjian_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "manjian_tiers_activity_idx" ON "manjian_tiers" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "special_prices_goods_idx" ON "special_prices" USING gin ("goods_ids");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_lots_order_idx" ON "order_line_lots" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_goods_idx" ON "order_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_key_uq" ON "order_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_due_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default" ON "user_addresses" USING btree ("user_id") WHERE "user_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_uq" ON "payment_notifications" USING btree ("provider","notify_id") WHERE "payment_notifications"."verified";--> statement-breakpoint
CREATE INDEX "payment_notifications_trade_idx" ON "payment_notifications" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payment_notifications_refused_idx" ON "payment_notifications" USING btree ("id") WHERE NOT "payment_notifications"."verified";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_outbox_trade_uq" ON "payment_outbox" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payment_outbox_due_idx" ON "payment_outbox" USING btree ("next_at") WHERE "payment_outbox"."delivered_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_out_trade_no_uq" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_uq" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_money_log_user_idx" ON "user_money_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_money_log_order_pay_uq" ON "user_money_log" USING btree ("order_id") WHERE "user_money_log"."use_type" = 2;--> statement-breakpoint
CREATE INDEX "chat_conversations_assignee_idx" ON "chat_conversations" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "search_log_created_idx" ON "search_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_log_keyword_idx" ON "search_log" USING btree ("keyword","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_word_key" ON "search_synonyms" USING btree ("word");--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_term_key" ON "search_terms" USING btree ("term");--> statement-breakpoint
CREATE INDEX "search_terms_lower_prefix" ON "search_terms" USING btree ("lower_term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_initials_prefix" ON "search_terms" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_pinyin_prefix" ON "search_terms" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_match_trgm" ON "search_terms" USING gin ("match_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_match_bigram" ON "search_terms" USING gin ("match_bigrams");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "draw_prizes_draw_idx" ON "draw_prizes" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "draw_records_draw_idx" ON "draw_records" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "draw_records_user_idx" ON "draw_records" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_orders_no_uq" ON "points_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "points_orders_user_idx" ON "points_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "zone_pages_template_idx" ON "zone_pages" USING btree ("template","sort");--> statement-breakpoint
CREATE INDEX "feedbacks_user_idx" ON "feedbacks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_records_user_idx" ON "purchase_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wanted_varieties_user_idx" ON "wanted_varieties" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","seq");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_uq" ON "operators" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_company_kind_uq" ON "licences" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "points_log_user_idx" ON "points_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_log_order_uq" ON "points_log" USING btree ("order_id") WHERE "points_log"."reason" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_contracts_company_year_uq" ON "purchase_contracts" USING btree ("company_id","year");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","purpose","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_order_uq" ON "invoice_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_month_uq" ON "invoices" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_uq" ON "group_buy_members" USING btree ("group_buy_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_no_uq" ON "group_buy_members" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "group_buy_members_user_idx" ON "group_buy_members" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "group_buys_status_idx" ON "group_buys" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "aftersale_events_req_idx" ON "aftersale_events" USING btree ("aftersale_id");--> statement-breakpoint
CREATE INDEX "aftersale_lines_req_idx" ON "aftersale_lines" USING btree ("aftersale_id");--> statement-breakpoint
CREATE INDEX "aftersale_lines_lot_idx" ON "aftersale_lines" USING btree ("order_line_lot_id");--> statement-breakpoint
CREATE INDEX "aftersales_user_idx" ON "aftersales" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "aftersales_order_idx" ON "aftersales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "aftersales_status_idx" ON "aftersales" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_serial_uq" ON "bank_transfers" USING btree ("bank_serial");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_voucher_uq" ON "bank_transfers" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_order_idx" ON "bank_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_user_idx" ON "order_refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_no_uq" ON "order_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_bank_uq" ON "order_refunds" USING btree ("reference") WHERE "order_refunds"."method" = 'bank';--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_order_uq" ON "receivables" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "receivables_open_idx" ON "receivables" USING btree ("user_id","due_on") WHERE "receivables"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "repayment_allocations_repayment_idx" ON "repayment_allocations" USING btree ("repayment_id");--> statement-breakpoint
CREATE INDEX "repayments_user_idx" ON "repayments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_replies_uq" ON "statement_replies" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "transfer_vouchers_status_idx" ON "transfer_vouchers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transfer_vouchers_user_idx" ON "transfer_vouchers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quarantine_stock_status_idx" ON "quarantine_stock" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "return_inspections_aftersale_uq" ON "return_inspections" USING btree ("aftersale_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_lot_idx" ON "stock_ledger" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_time_idx" ON "stock_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_ledger_source_idx" ON "stock_ledger" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trace_codes_code_uq" ON "trace_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "trace_codes_order_idx" ON "trace_codes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("next_at") WHERE "jobs"."next_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "erp_feed_order_idx" ON "erp_feed" USING btree ("xid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_tokens_hash_uq" ON "erp_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_owner_name_idx" ON "saved_filters" USING btree ("operator_id","table_key","name");--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_trades_no_uq" ON "repayment_trades" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_trades_repayment_uq" ON "repayment_trades" USING btree ("repayment_id");--> statement-breakpoint
CREATE INDEX "repayment_trades_user_idx" ON "repayment_trades" USING btree ("user_id","created_at");