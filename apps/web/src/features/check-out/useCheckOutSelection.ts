import type { CrateList, PricePreviewRequest } from '@coldroom/contract';
import { checkoutTotal } from '@coldroom/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useOnline } from '../../lib/connectivity';
import { fetchRoomCrates, roomCratesKey, useCrates } from './api/listCrates';
import { usePricePreview } from './api/pricePreview';
import { checkDiscount, selectionLines, type Selection } from './checkOutForm';
import { priceOnDevice } from './priceOnDevice';

/**
 * The crates of a farmer in a room, what is chosen of them, the server's price preview for that choice
 * (asked again a moment after the choice stops changing) and the discount checked against it. With no
 * network the preview is computed on the device, with the same domain code, from the crates as last read.
 * The page stops the preview (`asking`) from the moment it sends the check-out.
 */
export function useCheckOutSelection(roomId: number | null, farmerId: number | null, discountText: string, asking = true) {
  const online = useOnline();
  const farmerCrates = useCrates(roomId, farmerId);
  // Offline, a farmer whose crates were never listed on this device is found in the room's crates (read
  // while online by the check-out page; this only watches the cache, it never asks the server).
  const roomList = useQuery({ queryKey: roomCratesKey(roomId ?? 0), queryFn: () => fetchRoomCrates(roomId!), enabled: false });
  const roomCrates: CrateList | undefined = !online && !farmerCrates.data && roomId !== null ? roomList.data : undefined;
  const fromRoom = useMemo(
    () => (roomCrates && farmerId !== null ? { ...roomCrates, items: roomCrates.items.filter((crate) => crate.farmer_id === farmerId) } : undefined),
    [roomCrates, farmerId],
  );
  const crates = fromRoom ? { ...farmerCrates, data: fromRoom, isPending: false, isError: false, error: null } : farmerCrates;
  const [selection, setSelection] = useState<Selection>({});
  const items = useMemo(() => crates.data?.items ?? [], [crates.data]);
  const { lines, errors: partErrors } = useMemo(() => selectionLines(selection, items), [selection, items]);

  const bodyText = roomId !== null && farmerId !== null && lines.length > 0 ? JSON.stringify({ cooling_unit_id: roomId, farmer_id: farmerId, lines }) : '';
  const [debounced] = useDebouncedValue(bodyText, 350);
  const body = useMemo(() => (debounced ? (JSON.parse(debounced) as PricePreviewRequest) : null), [debounced]);
  // `asking` false once the check-out is sent: its crates have left, so a preview of them can only fail (409).
  const server = usePricePreview(online && asking ? body : null);
  // Priced at the moment the choice changed: what the operator confirms is what the phone queues.
  const onDevice = useMemo(
    () => (!online && bodyText ? priceOnDevice(items, JSON.parse(bodyText) as PricePreviewRequest, new Date()) : null),
    [online, bodyText, items],
  );
  const preview = online ? server : { data: onDevice ?? undefined, isError: false, error: null, isSuccess: onDevice !== null, isPlaceholderData: false };
  // The preview shown belongs to the choice on screen only once the debounce and the request caught up.
  const current = online ? Boolean(bodyText) && debounced === bodyText && !server.isPlaceholderData && server.isSuccess : onDevice !== null;

  const dues = preview.data?.lines.map((line) => line.line_minor) ?? [];
  const currency = preview.data?.currency ?? items[0]?.currency ?? null;
  const discount = currency ? checkDiscount(discountText, currency, dues) : { minor: 0, problem: null };
  const total = checkoutTotal(dues, discount.minor ?? 0);

  return {
    crates,
    items,
    selection,
    setSelection,
    lines,
    partErrors,
    preview,
    /** The fee lines come from the device (no network): the server checks them again at sync. */
    pricedOnDevice: !online,
    previewCurrent: current,
    currency,
    discount,
    totalMinor: total.ok ? total.total_minor : (preview.data?.subtotal_minor ?? 0),
    discountMinor: total.ok ? total.discount_minor : 0,
    maxDiscountMinor: preview.data?.max_discount_minor ?? 0,
  };
}
