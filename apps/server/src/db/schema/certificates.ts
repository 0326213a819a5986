import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { companies } from './companies';
import { produceLots } from './operations';
import { users } from './users';

/**
 * A lot's storage certificate (docs/certificates-and-labels.md): one per lot, made when first needed. The
 * token (128 random bits, base64url) is kept as is: printed labels must be reprinted with the same link.
 */
export const storageCertificates = pgTable(
  'storage_certificates',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    lotId: refColumn('lot_id').notNull().references(() => produceLots.id),
    token: text('token').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    revokedByUserId: refColumn('revoked_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('storage_certificates_lot_key').on(t.lotId), uniqueIndex('storage_certificates_token_key').on(t.token), index('storage_certificates_company_idx').on(t.companyId)],
);
export type StorageCertificateRow = typeof storageCertificates.$inferSelect;

/** The server's Ed25519 signing keys; the newest signs. The private key is sealed (platform/secrets). */
export const signingKeys = pgTable(
  'signing_keys',
  {
    id: idColumn(),
    keyId: text('key_id').notNull(),
    publicKeyPem: text('public_key_pem').notNull(),
    sealedPrivateKey: text('sealed_private_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('signing_keys_key_id_key').on(t.keyId)],
);
