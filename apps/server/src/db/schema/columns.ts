import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Integer ids as the spec's URLs use them; `number` is safe up to 2^53. */
export const idColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const refColumn = (name: string) => bigint(name, { mode: 'number' });
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAtColumn = () => timestampColumn('created_at').notNull().defaultNow();
export const updatedAtColumn = () => timestampColumn('updated_at').notNull().defaultNow();
