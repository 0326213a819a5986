/**
 * Operations (issue 5, domain-rules §4–6): check-in, check-out and its price preview, produce and crates in
 * storage, movements history, receipts, a farmer's outstanding balance and notifications.
 *
 * Paths: OPERATION_PREFIX (`/operation/v1`) for check-ins, check-outs, movements, receipts, balances and
 * notifications; SITES_PREFIX (`/storage/v1`) for produce and crates in storage. Trailing slashes.
 *
 * Units: money is always an integer of minor units (`*_minor`) next to an ISO 4217 `currency`; weights
 * travel as kilograms with up to three decimals (`*_kg`, decimal numbers), kept as whole grams inside.
 * Times are ISO 8601 instants; `from`/`to` filters are calendar dates (YYYY-MM-DD) in the company's zone.
 * A "farmer id" is `farmers.id` (as GET /user/v1/farmers/ lists it), never the user id.
 *
 * Field reasons in 400 bodies (`error.fields`, dotted paths such as `lots.0.crates.3.weight_kg`): required,
 * invalid, out_of_range, too_long, too_many_crates, unknown_crop, unknown_farmer, unknown_crate,
 * duplicate_crate, duplicate_tag (a crate tag repeated in the check-in, or one a stored crate of the room carries;
 * docs/crate-tags.md), both_or_neither, from_after_to.
 * Business refusals (422/409) are listed in OPERATION_ERROR_CODES with what their `fields` carry.
 */
export * from './operations-limits';
export * from './operations-check-ins';
export * from './operations-check-outs';
export * from './operations-stock';
export * from './lot-temperature';
export * from './operations-history';
export * from './operations-offline';
export * from './operations-accounts';
