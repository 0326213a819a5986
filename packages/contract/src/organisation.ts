/**
 * Organisation and people (issue 3): companies, sign-up, invitations, operators, service providers,
 * farmers, password reset and the SMS outbox.
 *
 * Casing: request bodies named by spec §7 keep its names exactly (`partOne`, `phoneNumber`, `createUser`,
 * `user_id`, `cooling_units`…); other request fields are snake_case. Presented entities use exactly the
 * field names of spec §3 — company mixes (`digital_twin`, `ml4Market`, `date_joined`), farmer, operator and
 * service provider are camelCase (`firstName`, `userId`) with `cooling_units` as §3 writes it — and fields
 * the spec does not list follow the casing of their entity (`time_zone` on company, `canLogIn` on farmer).
 * Objects the spec does not describe (invitations, SMS messages) are snake_case.
 *
 * Field reasons in 4xx bodies (`error.fields`): required, too_long, invalid_phone, invalid_email,
 * email_too_long, taken, password_too_short, password_too_long, password_needs_uppercase,
 * password_needs_digit, unknown_country, invalid_currency, unknown_crop, invalid_time_zone, invalid_url,
 * link_not_allowed, phone_number_not_allowed, country_not_allowed, unknown_cooling_unit, must_be_caller, invalid_code, phone_mismatch, invitation_expired,
 * invitation_used, incorrect, farmer_has_login, file_type_not_allowed, file_too_large, unexpected_file,
 * malformed_multipart, too_many_parts. Zod's own messages may appear for wrong types (e.g. a number sent
 * as a string).
 */
export * from './organisation-fields';
export * from './organisation-companies';
export * from './organisation-people';
export * from './organisation-access';
