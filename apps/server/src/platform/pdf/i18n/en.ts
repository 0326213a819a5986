import { GLOSSARY } from '@coldroom/domain';
import type { ReceiptStrings } from './types';

const g = GLOSSARY.en;

export const en: ReceiptStrings = {
  title: { check_in: `${g.checkIn} receipt`, check_out: `${g.checkOut} receipt` },
  movement: { check_in: g.checkIn, check_out: g.checkOut },
  code: 'Code',
  date: 'Date',
  operator: g.operator,
  farmer: g.farmer,
  phone: 'Phone',
  farmerCode: 'Farmer code',
  room: g.coldRoom,
  location: 'Location',
  crop: 'Crop',
  crate: g.crate,
  weightKg: `Weight (${g.kg})`,
  kg: g.kg,
  days: 'Days',
  plannedDays: 'Planned days',
  price: {
    fixed: { crates: '{price} per crate', kg: '{price} per kg' },
    daily: { crates: '{price} per crate per day', kg: '{price} per kg per day' },
  },
  estimate: 'Estimate for the planned days',
  fee: g.storageFee,
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  payment: 'Payment',
  methods: {
    cash: 'Cash',
    card: 'Card',
    bank_transfer: 'Bank transfer',
    mobile_money: 'Mobile money',
    upi: 'UPI',
    ussd: 'USSD',
    qr_code: 'QR code',
  },
  paid: 'Paid',
  unpaid: 'Not paid',
  thanks: 'Thank you for storing your produce with us.',
  stop: '.',
  smsThanks: 'Thank you!',
  contact: 'Contact',
  page: 'Page {page} of {pages}',
};
