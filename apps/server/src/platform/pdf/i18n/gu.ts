import { GLOSSARY } from '@coldroom/domain';
import type { ReceiptStrings } from './types';

const g = GLOSSARY.gu;

export const gu: ReceiptStrings = {
  title: { check_in: `${g.checkIn} રસીદ`, check_out: `${g.checkOut} રસીદ` },
  movement: { check_in: g.checkIn, check_out: g.checkOut },
  code: 'કોડ',
  date: 'તારીખ',
  operator: g.operator,
  farmer: g.farmer,
  phone: 'ફોન',
  farmerCode: 'ખેડૂત કોડ',
  room: g.coldRoom,
  location: 'સ્થળ',
  crop: 'પાક',
  crate: g.crate,
  weightKg: 'વજન (કિગ્રા)',
  kg: g.kg,
  days: 'દિવસ',
  plannedDays: 'આયોજિત દિવસો',
  price: {
    fixed: { crates: '{price} પ્રતિ ક્રેટ', kg: '{price} પ્રતિ કિગ્રા' },
    daily: { crates: '{price} પ્રતિ ક્રેટ પ્રતિ દિવસ', kg: '{price} પ્રતિ કિગ્રા પ્રતિ દિવસ' },
  },
  estimate: 'આયોજિત દિવસોનો અંદાજ',
  fee: g.storageFee,
  subtotal: 'પેટા સરવાળો',
  discount: 'છૂટ',
  total: 'કુલ',
  payment: 'ચુકવણી',
  methods: {
    cash: 'રોકડ',
    card: 'કાર્ડ',
    bank_transfer: 'બેંક ટ્રાન્સફર',
    mobile_money: 'મોબાઇલ મની',
    upi: 'UPI',
    ussd: 'USSD',
    qr_code: 'QR કોડ',
  },
  paid: 'ચૂકવાઈ ગયું',
  unpaid: 'ચુકવણી બાકી',
  thanks: 'તમારો પાક અમારા કોલ્ડ રૂમમાં રાખવા બદલ આભાર.',
  stop: '.',
  smsThanks: 'આભાર!',
  contact: 'સંપર્ક',
  page: 'પાનું {page} / {pages}',
};
