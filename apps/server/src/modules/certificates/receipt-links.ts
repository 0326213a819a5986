import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { cropById, cropName } from '@coldroom/domain';
import type { Language } from '@coldroom/contract';
import type { AppContext } from '../../app-context';
import { checkIns, checkOutLines, checkOuts, crates, crops, produceLots, type MovementRow } from '../../db/schema';
import { certificateUrl, ensureCertificates } from './service';

export interface CertificateLink {
  cropName: string;
  url: string;
}

/** Lots' certificate links (made where missing), the crop in `language`; revoked ones left off. */
async function linksOf(ctx: AppContext, lots: readonly { id: number; crop: string }[], companyId: number, language: Language, movementCode?: string): Promise<CertificateLink[]> {
  const certificates = await ensureCertificates(ctx.db, lots.map((lot) => ({ id: lot.id, companyId })));
  return lots.flatMap((lot) => {
    const row = certificates.get(lot.id);
    if (!row || row.revokedAt) return [];
    const crop = cropById(lot.crop);
    // A receipt's QR also names its movement (`?m=<code>`): the app's scan opens the movement, any other camera the certificate.
    const url = certificateUrl(ctx, row.token) + (movementCode ? `?m=${movementCode}` : '');
    return [{ cropName: crop ? cropName(crop, language) : lot.crop, url }];
  });
}

/**
 * The certificate links a movement's receipt prints as QR codes: the lots it took in (a check-in) or took
 * crates from (a check-out), made on first use; a revoked certificate is left off.
 */
export async function movementCertificates(ctx: AppContext, movement: MovementRow, language: Language): Promise<CertificateLink[]> {
  const lots =
    movement.type === 'check_in'
      ? await ctx.db
          .select({ id: produceLots.id, crop: crops.code })
          .from(produceLots)
          .innerJoin(checkIns, eq(checkIns.id, produceLots.checkInId))
          .innerJoin(crops, eq(crops.id, produceLots.cropId))
          .where(eq(checkIns.movementId, movement.id))
          .orderBy(asc(produceLots.position))
      : await ctx.db
          .selectDistinct({ id: produceLots.id, crop: crops.code })
          .from(checkOutLines)
          .innerJoin(checkOuts, eq(checkOuts.id, checkOutLines.checkOutId))
          .innerJoin(crates, eq(crates.id, checkOutLines.crateId))
          .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
          .innerJoin(crops, eq(crops.id, produceLots.cropId))
          .where(eq(checkOuts.movementId, movement.id))
          .orderBy(asc(produceLots.id));
  return linksOf(ctx, lots, movement.companyId, language, movement.code);
}

/** How many lots a statement prints certificates of (newest first): a page's worth. */
export const STATEMENT_CERTIFICATES_MAX = 12;

/** The certificate links of a farmer's lots still in store with a company (a statement's QR codes), newest first. */
export async function storedLotCertificates(ctx: AppContext, owner: { farmerId: number; companyId: number }, language: Language): Promise<CertificateLink[]> {
  const lots = await ctx.db
    .selectDistinct({ id: produceLots.id, crop: crops.code })
    .from(crates)
    .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
    .innerJoin(crops, eq(crops.id, produceLots.cropId))
    .where(and(eq(crates.farmerId, owner.farmerId), eq(crates.companyId, owner.companyId), gt(crates.currentGrams, 0)))
    .orderBy(desc(produceLots.id))
    .limit(STATEMENT_CERTIFICATES_MAX);
  return linksOf(ctx, lots, owner.companyId, language);
}
