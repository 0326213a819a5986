import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userCode } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { farmers } from '../../db/schema';

/** A fresh 8-character user code (domain-rules §2). 32^8 codes: a clash is rare, and checked. */
export async function newUserCode(db: DbOrTx): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = userCode((size) => randomBytes(size));
    const [taken] = await db.select({ id: farmers.id }).from(farmers).where(eq(farmers.userCode, code)).limit(1);
    if (!taken) return code;
  }
  throw new Error('Could not find a free user code');
}
