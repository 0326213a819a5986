ALTER TABLE "payment_allocations" ALTER COLUMN "check_out_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "opening_balance_id" bigint;--> statement-breakpoint
ALTER TABLE "opening_balances" ADD COLUMN "paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_opening_balance_id_opening_balances_id_fk" FOREIGN KEY ("opening_balance_id") REFERENCES "public"."opening_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_opening_balance_idx" ON "payment_allocations" USING btree ("opening_balance_id");--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_target_check" CHECK (("payment_allocations"."check_out_id" is null) <> ("payment_allocations"."opening_balance_id" is null));--> statement-breakpoint
ALTER TABLE "opening_balances" ADD CONSTRAINT "opening_balances_paid_check" CHECK ("opening_balances"."paid_minor" >= 0 and "opening_balances"."paid_minor" <= "opening_balances"."amount_minor");