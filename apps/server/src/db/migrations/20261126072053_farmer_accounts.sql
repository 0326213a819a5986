CREATE TABLE "balance_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"farmer_id" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sms_id" bigint,
	"sent_by_user_id" bigint
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"check_out_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"farmer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"paid_on" date NOT NULL,
	"note" text,
	"taken_by_user_id" bigint NOT NULL,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'reversal') and ("payments"."kind" = 'reversal') = ("payments"."reverses_id" is not null)),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "balance_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "check_outs" ADD COLUMN "paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_outs" ADD COLUMN "paid_at_check_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_reminders" ADD CONSTRAINT "balance_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_reminders" ADD CONSTRAINT "balance_reminders_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_reminders" ADD CONSTRAINT "balance_reminders_sms_id_sms_messages_id_fk" FOREIGN KEY ("sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_reminders" ADD CONSTRAINT "balance_reminders_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_check_out_id_check_outs_id_fk" FOREIGN KEY ("check_out_id") REFERENCES "public"."check_outs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_taken_by_user_id_users_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_id_payments_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_reminders_farmer_company_idx" ON "balance_reminders" USING btree ("farmer_id","company_id","sent_at");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_check_out_idx" ON "payment_allocations" USING btree ("check_out_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_id_key" ON "payments" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "payments_farmer_company_idx" ON "payments" USING btree ("farmer_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_company_created_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "check_outs" ADD CONSTRAINT "check_outs_paid_minor_check" CHECK ("check_outs"."paid_minor" >= 0 and "check_outs"."paid_minor" <= "check_outs"."total_minor");--> statement-breakpoint
-- Check-outs marked paid before payments existed count as paid at check-out (docs/accounts-rules.md).
UPDATE "check_outs" SET "paid_minor" = "total_minor", "paid_at_check_out" = true WHERE "paid";
