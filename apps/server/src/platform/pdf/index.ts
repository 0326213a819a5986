/**
 * Receipts of check-ins and check-outs (domain-rules §5): a PDF in the farmer's language, with Hindi,
 * Odia and Gujarati shaped, and a short SMS text. Both take the same data and read no database.
 */
export { renderReceipt } from './receipt-render';
export { receiptSmsText, SMS_RECEIPT_SEGMENTS } from './receipt-sms';
export { smsSize, type SmsSize } from './sms-segments';
export { PAYMENT_METHODS, type MovementType, type PaymentMethod, type ReceiptData, type ReceiptLine } from './receipt-data';
export { renderStatement, statementDate, type StatementPdfData } from './statement-render';
export { statementStrings, type StatementStrings } from './statement-strings';
