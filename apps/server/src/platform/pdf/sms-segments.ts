/** The SMS size rule lives in the domain package, so the web's previews count parts as the server does. */
export { smsSize, type SmsSize } from '@coldroom/domain';
