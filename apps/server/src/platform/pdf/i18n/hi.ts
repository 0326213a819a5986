import { GLOSSARY } from '@coldroom/domain';
import type { ReceiptStrings } from './types';

const g = GLOSSARY.hi;

export const hi: ReceiptStrings = {
  title: { check_in: `${g.checkIn} रसीद`, check_out: `${g.checkOut} रसीद` },
  movement: { check_in: g.checkIn, check_out: g.checkOut },
  code: 'कोड',
  date: 'तारीख़',
  operator: g.operator,
  farmer: g.farmer,
  phone: 'फ़ोन',
  farmerCode: 'किसान कोड',
  room: g.coldRoom,
  location: 'स्थान',
  crop: 'फ़सल',
  crate: g.crate,
  weightKg: 'वज़न (किग्रा)',
  kg: g.kg,
  days: 'दिन',
  plannedDays: 'योजित दिन',
  price: {
    fixed: { crates: '{price} प्रति क्रेट', kg: '{price} प्रति किग्रा' },
    daily: { crates: '{price} प्रति क्रेट प्रति दिन', kg: '{price} प्रति किग्रा प्रति दिन' },
  },
  estimate: 'योजित दिनों का अनुमान',
  fee: g.storageFee,
  subtotal: 'उप-योग',
  discount: 'छूट',
  total: 'कुल',
  payment: 'भुगतान',
  methods: {
    cash: 'नकद',
    card: 'कार्ड',
    bank_transfer: 'बैंक ट्रांसफ़र',
    mobile_money: 'मोबाइल मनी',
    upi: 'UPI',
    ussd: 'USSD',
    qr_code: 'QR कोड',
  },
  paid: 'भुगतान हो गया',
  unpaid: 'भुगतान बाकी',
  thanks: 'अपनी उपज हमारे कोल्ड रूम में रखने के लिए धन्यवाद।',
  stop: '।',
  smsThanks: 'धन्यवाद!',
  contact: 'संपर्क',
  page: 'पृष्ठ {page} / {pages}',
};
