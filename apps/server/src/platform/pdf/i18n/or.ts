import { GLOSSARY } from '@coldroom/domain';
import type { ReceiptStrings } from './types';

const g = GLOSSARY.or;

export const or: ReceiptStrings = {
  title: { check_in: `${g.checkIn} ରସିଦ`, check_out: `${g.checkOut} ରସିଦ` },
  movement: { check_in: g.checkIn, check_out: g.checkOut },
  code: 'କୋଡ୍',
  date: 'ତାରିଖ',
  operator: g.operator,
  farmer: g.farmer,
  phone: 'ଫୋନ୍',
  farmerCode: 'ଚାଷୀ କୋଡ୍',
  room: g.coldRoom,
  location: 'ସ୍ଥାନ',
  crop: 'ଫସଲ',
  crate: g.crate,
  weightKg: 'ଓଜନ (କିଗ୍ରା)',
  kg: g.kg,
  days: 'ଦିନ',
  plannedDays: 'ଯୋଜନା ଦିନ',
  price: {
    fixed: { crates: 'ପ୍ରତି କ୍ରେଟ୍ {price}', kg: 'ପ୍ରତି କିଗ୍ରା {price}' },
    daily: { crates: 'ପ୍ରତି କ୍ରେଟ୍ ପ୍ରତି ଦିନ {price}', kg: 'ପ୍ରତି କିଗ୍ରା ପ୍ରତି ଦିନ {price}' },
  },
  estimate: 'ଯୋଜନା ଦିନର ଆନୁମାନିକ ଶୁଳ୍କ',
  fee: g.storageFee,
  subtotal: 'ଉପମୋଟ',
  discount: 'ରିହାତି',
  total: 'ମୋଟ',
  payment: 'ପେମେଣ୍ଟ',
  methods: {
    cash: 'ନଗଦ',
    card: 'କାର୍ଡ',
    bank_transfer: 'ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର',
    mobile_money: 'ମୋବାଇଲ ମନି',
    upi: 'UPI',
    ussd: 'USSD',
    qr_code: 'QR କୋଡ୍',
  },
  paid: 'ପେମେଣ୍ଟ ହୋଇଛି',
  unpaid: 'ପେମେଣ୍ଟ ବାକି',
  thanks: 'ଆମ କୋଲ୍ଡ ରୁମରେ ଆପଣଙ୍କ ଫସଲ ରଖିଥିବାରୁ ଧନ୍ୟବାଦ।',
  stop: '।',
  smsThanks: 'ଧନ୍ୟବାଦ!',
  contact: 'ଯୋଗାଯୋଗ',
  page: 'ପୃଷ୍ଠା {page} / {pages}',
};
