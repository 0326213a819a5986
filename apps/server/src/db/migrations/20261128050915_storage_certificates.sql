CREATE TABLE "signing_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signing_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_id" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"token" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_certificates" ADD CONSTRAINT "storage_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_certificates" ADD CONSTRAINT "storage_certificates_lot_id_produce_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."produce_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_certificates" ADD CONSTRAINT "storage_certificates_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_key_id_key" ON "signing_keys" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_certificates_lot_key" ON "storage_certificates" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_certificates_token_key" ON "storage_certificates" USING btree ("token");--> statement-breakpoint
CREATE INDEX "storage_certificates_company_idx" ON "storage_certificates" USING btree ("company_id");