import type { Language } from '@coldroom/contract';
import type { ReceiptData, ReceiptLine } from '../receipt-data';

/** Receipts as the server would fill them, one per language, with names in the language's script. */
interface Sample {
  company: ReceiptData['company'];
  timeZone: string;
  farmer: ReceiptData['farmer'];
  operatorName: string;
  room: ReceiptData['room'];
  crops: [string, string];
}

const SAMPLES: Record<Language, Sample> = {
  en: {
    company: { name: 'Ọ̀yọ́ Solar Cold Rooms', country: 'NG', currency: 'NGN' },
    timeZone: 'Africa/Lagos',
    farmer: { name: 'Adébáyọ̀ Ògúnlẹ́yẹ', phone: '+234 803 000 0003', userCode: 'K7M2QX9D' },
    operatorName: 'Chidinma Okafor',
    room: { name: 'Room A', location: 'Bodija Market, Ibadan' },
    crops: ['Tomato', 'Sweet pepper'],
  },
  hi: {
    company: { name: 'किसान शीत भंडार', country: 'IN', currency: 'INR' },
    timeZone: 'Asia/Kolkata',
    farmer: { name: 'रमेश कुमार', phone: '+91 98765 43210', userCode: 'P4R8T2WZ' },
    operatorName: 'सीता देवी',
    room: { name: 'कोल्ड रूम 1', location: 'नासिक, महाराष्ट्र' },
    crops: ['टमाटर', 'हरी मिर्च'],
  },
  or: {
    company: { name: 'ସୌର ଶୀତଳ ଭଣ୍ଡାର', country: 'IN', currency: 'INR' },
    timeZone: 'Asia/Kolkata',
    farmer: { name: 'ପ୍ରଦୀପ ସାହୁ', phone: '+91 94370 12345', userCode: 'H3J9K2MN' },
    operatorName: 'ଲକ୍ଷ୍ମୀ ପାତ୍ର',
    room: { name: 'କୋଲ୍ଡ ରୁମ୍ 2', location: 'ଖୋର୍ଦ୍ଧା, ଓଡ଼ିଶା' },
    crops: ['ଟମାଟୋ', 'ଆଳୁ'],
  },
  gu: {
    company: { name: 'સૌર કોલ્ડ સ્ટોરેજ', country: 'IN', currency: 'INR' },
    timeZone: 'Asia/Kolkata',
    farmer: { name: 'કિશન પટેલ', phone: '+91 99250 67890', userCode: 'B6C8D2FG' },
    operatorName: 'મીના શાહ',
    room: { name: 'કોલ્ડ રૂમ 3', location: 'આણંદ, ગુજરાત' },
    crops: ['ટામેટાં', 'બટાકા'],
  },
  fr: {
    company: { name: 'Froid Solaire de Thiès', country: 'SN', currency: 'XOF' },
    timeZone: 'Africa/Dakar',
    farmer: { name: 'Aïssatou Diop', phone: '+221 77 123 45 67', userCode: 'Q2W3E4R5' },
    operatorName: 'Mamadou Ndiaye',
    room: { name: 'Chambre 1', location: 'Marché central, Thiès' },
    crops: ['Tomate', 'Oignon'],
  },
  pt: {
    company: { name: 'Câmaras Frias Solares de Chókwè', country: 'MZ', currency: 'MZN' },
    timeZone: 'Africa/Maputo',
    farmer: { name: 'João Muianga', phone: '+258 84 123 4567', userCode: 'Z9X8C7V6' },
    operatorName: 'Ana Cossa',
    room: { name: 'Câmara 2', location: 'Mercado de Chókwè' },
    crops: ['Tomate', 'Cebola'],
  },
  ha: {
    company: { name: 'Ɗakunan Sanyi na Dawanau', country: 'NG', currency: 'NGN' },
    timeZone: 'Africa/Lagos',
    farmer: { name: 'Hauwaʼu Ɗanladi', phone: '+234 803 000 0004', userCode: 'A3S5D7F9' },
    operatorName: 'Ibrahim Ƙasimu',
    room: { name: 'Ɗaki 1', location: 'Kasuwar Dawanau, Kano' },
    crops: ['Tumatir', 'Albasa'],
  },
  yo: {
    company: { name: 'Yàrá Ìtutù Oòrùn Bódìjà', country: 'NG', currency: 'NGN' },
    timeZone: 'Africa/Lagos',
    farmer: { name: 'Adébáyọ̀ Ògúnlẹ́yẹ', phone: '+234 803 000 0003', userCode: 'K7M2QX9D' },
    operatorName: 'Fúnmiláyọ̀ Àjàyí',
    room: { name: 'Yàrá 1', location: 'Ọjà Bódìjà, Ìbàdàn' },
    crops: ['Tòmátì', 'Àlùbọ́sà'],
  },
  ig: {
    company: { name: 'Ụlọ Oyi Anyanwụ Nsụka', country: 'NG', currency: 'NGN' },
    timeZone: 'Africa/Lagos',
    farmer: { name: 'Ngozi Okonkwọ', phone: '+234 803 000 0005', userCode: 'G4H6J8K2' },
    operatorName: 'Chidi Eze',
    room: { name: 'Ụlọ 2', location: 'Ahịa Ogige, Nsụka' },
    crops: ['Tomato', 'Yabasị'],
  },
  sw: {
    company: { name: 'Vyumba Baridi vya Jua Machakos', country: 'KE', currency: 'KES' },
    timeZone: 'Africa/Nairobi',
    farmer: { name: 'Wanjiru Kamau', phone: '+254 712 345 678', userCode: 'M5N7B9V3' },
    operatorName: 'Juma Otieno',
    room: { name: 'Chumba 1', location: 'Soko la Machakos' },
    crops: ['Nyanya', 'Kitunguu'],
  },
  ar: {
    company: { name: 'غرف التبريد الشمسية في كسلا', country: 'SD', currency: 'SDG' },
    timeZone: 'Africa/Khartoum',
    farmer: { name: 'أحمد موسى', phone: '+249 912 345 678', userCode: 'R2T4Y6U8' },
    operatorName: 'فاطمة علي',
    room: { name: 'الغرفة 1', location: 'سوق كسلا' },
    crops: ['طماطم', 'بصل'],
  },
};

/** A check-out of `count` crates of two crops, with a discount, paid in cash (or left unpaid). */
export function sampleReceipt(language: Language, options: { count?: number; paid?: boolean; logo?: Uint8Array } = {}): ReceiptData {
  const sample = SAMPLES[language];
  const lines: ReceiptLine[] = Array.from({ length: options.count ?? 3 }, (_, i) => ({
    cropName: sample.crops[i % 2] as string,
    crateTag: `T-${String(101 + i)}`,
    weightGrams: 25_350 + i * 1_125,
    daysStored: 12 + (i % 3),
    feeMinor: 61_250 + i * 2_500,
  }));
  const subtotal = lines.reduce((sum, line) => sum + (line.feeMinor ?? 0), 0);
  const discount = 12_500;
  return {
    language,
    company: { ...sample.company, logo: options.logo ?? null },
    movement: { type: 'check_out', code: '7KQ2MX', time: '2025-03-09T14:05:00Z', timeZone: sample.timeZone },
    operatorName: sample.operatorName,
    farmer: sample.farmer,
    room: sample.room,
    lines,
    subtotalMinor: subtotal,
    discountMinor: discount,
    totalMinor: subtotal - discount,
    payment: { method: language === 'hi' || language === 'or' || language === 'gu' ? 'upi' : 'mobile_money', paid: options.paid ?? true },
    footer: { contact: '+234 803 000 0001' },
  };
}
