import type { Language } from '@coldroom/contract';
import { glossaryOf } from '@coldroom/domain';

/**
 * The words of a farmer's statement of account and of the SMS about money owed, one set per language (the
 * receipt's words — farmer, phone, payment methods, crates, page — come from ./i18n). Placeholders:
 * {code}, {from}, {to}, {company}, {amount}, {opening}, {charged}, {paid}, {closing}.
 */
export interface StatementStrings {
  title: string;
  period: string;
  date: string;
  description: string;
  amount: string;
  balance: string;
  opening: string;
  closing: string;
  checkOut: string;
  /** The line of money owed before the company used the app (docs/import-rules.md), also in USSD. */
  earlierBalance: string;
  payment: string;
  reversal: string;
  /** SMS: the statement's totals. */
  smsStatement: string;
  /** SMS: a reminder of money owed. */
  smsReminder: string;
}

/** The glossary's words (docs/glossary.md) are not repeated here: a check-out line reads "<glossary check-out> {code}". */
const STRINGS: Record<Language, Omit<StatementStrings, 'checkOut'>> = {
  en: {
    title: 'Statement of account',
    period: '{from} – {to}',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    balance: 'Balance',
    opening: 'Opening balance',
    closing: 'Closing balance',
    earlierBalance: 'Earlier balance',
    payment: 'Payment',
    reversal: 'Payment reversed',
    smsStatement: '{company}: statement {from} to {to}. Opening {opening}, charged {charged}, paid {paid}, closing {closing}.',
    smsReminder: '{company}: you owe {amount} for storage. Please pay at the cold room. Thank you!',
  },
  hi: {
    title: 'खाता विवरण',
    period: '{from} – {to}',
    date: 'तारीख़',
    description: 'विवरण',
    amount: 'राशि',
    balance: 'बकाया',
    opening: 'शुरुआती बकाया',
    closing: 'अंतिम बकाया',
    earlierBalance: 'पिछला बकाया',
    payment: 'भुगतान',
    reversal: 'भुगतान रद्द',
    smsStatement: '{company}: खाता विवरण {from} से {to}। शुरुआती बकाया {opening}, शुल्क {charged}, भुगतान {paid}, अंतिम बकाया {closing}।',
    smsReminder: '{company}: भंडारण के लिए आपके {amount} बाकी हैं। कृपया कोल्ड रूम पर भुगतान करें। धन्यवाद!',
  },
  or: {
    title: 'ଖାତା ବିବରଣୀ',
    period: '{from} – {to}',
    date: 'ତାରିଖ',
    description: 'ବିବରଣୀ',
    amount: 'ରାଶି',
    balance: 'ବାକି',
    opening: 'ଆରମ୍ଭ ବାକି',
    closing: 'ଶେଷ ବାକି',
    earlierBalance: 'ପୂର୍ବ ବାକି',
    payment: 'ପେମେଣ୍ଟ',
    reversal: 'ପେମେଣ୍ଟ ବାତିଲ',
    smsStatement: '{company}: ଖାତା ବିବରଣୀ {from} ରୁ {to}। ଆରମ୍ଭ ବାକି {opening}, ଶୁଳ୍କ {charged}, ପେମେଣ୍ଟ {paid}, ଶେଷ ବାକି {closing}।',
    smsReminder: '{company}: ସଂରକ୍ଷଣ ପାଇଁ ଆପଣଙ୍କର {amount} ବାକି ଅଛି। ଦୟାକରି କୋଲ୍ଡ ରୁମ୍‌ରେ ପେମେଣ୍ଟ କରନ୍ତୁ। ଧନ୍ୟବାଦ!',
  },
  gu: {
    title: 'ખાતાનું પત્રક',
    period: '{from} – {to}',
    date: 'તારીખ',
    description: 'વિગત',
    amount: 'રકમ',
    balance: 'બાકી',
    opening: 'શરૂઆતની બાકી',
    closing: 'અંતિમ બાકી',
    earlierBalance: 'અગાઉની બાકી',
    payment: 'ચુકવણી',
    reversal: 'ચુકવણી રદ',
    smsStatement: '{company}: ખાતાનું પત્રક {from} થી {to}. શરૂઆતની બાકી {opening}, ચાર્જ {charged}, ચુકવણી {paid}, અંતિમ બાકી {closing}.',
    smsReminder: '{company}: સંગ્રહ માટે તમારે {amount} ચૂકવવાના બાકી છે. કૃપા કરીને કોલ્ડ રૂમ પર ચૂકવણી કરો. આભાર!',
  },
  fr: {
    title: 'Relevé de compte',
    period: '{from} – {to}',
    date: 'Date',
    description: 'Libellé',
    amount: 'Montant',
    balance: 'Solde',
    opening: 'Solde initial',
    closing: 'Solde final',
    earlierBalance: 'Ancien solde',
    payment: 'Paiement',
    reversal: 'Paiement annulé',
    smsStatement: '{company} : relevé du {from} au {to}. Solde initial {opening}, facturé {charged}, payé {paid}, solde final {closing}.',
    smsReminder: '{company} : vous devez {amount} pour le stockage. Merci de régler à la chambre froide.',
  },
  pt: {
    title: 'Extrato de conta',
    period: '{from} – {to}',
    date: 'Data',
    description: 'Descrição',
    amount: 'Valor',
    balance: 'Saldo',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    earlierBalance: 'Saldo anterior',
    payment: 'Pagamento',
    reversal: 'Pagamento anulado',
    smsStatement: '{company}: extrato de {from} a {to}. Saldo inicial {opening}, cobrado {charged}, pago {paid}, saldo final {closing}.',
    smsReminder: '{company}: deve {amount} pelo armazenamento. Por favor, pague na câmara frigorífica. Obrigado!',
  },
  ha: {
    title: 'Bayanin asusu',
    period: '{from} – {to}',
    date: 'Kwanan wata',
    description: 'Bayani',
    amount: 'Kuɗi',
    balance: 'Saura',
    opening: 'Bashin farko',
    closing: 'Bashin ƙarshe',
    earlierBalance: 'Tsohon bashi',
    payment: 'Biya',
    reversal: 'An janye biya',
    smsStatement: '{company}: bayanin asusu {from} zuwa {to}. Farko {opening}, an caje {charged}, an biya {paid}, ƙarshe {closing}.',
    smsReminder: '{company}: ana binka {amount} na kuɗin ajiya. Don Allah ka biya a ɗakin sanyi. Mun gode!',
  },
  yo: {
    title: 'Àkọsílẹ̀ owó',
    period: '{from} – {to}',
    date: 'Ọjọ́',
    description: 'Àlàyé',
    amount: 'Iye owó',
    balance: 'Owó tó kù',
    opening: 'Owó tó kù ní ìbẹ̀rẹ̀',
    closing: 'Owó tó kù ní ìparí',
    earlierBalance: 'Gbèsè àtẹ̀yìnwá',
    payment: 'Ìsanwó',
    reversal: 'A dá ìsanwó padà',
    smsStatement: '{company}: owó {from} dé {to}. Ìbẹ̀rẹ̀ {opening}, ìpamọ́ {charged}, a san {paid}, ìparí {closing}.',
    smsReminder: '{company}: o jẹ {amount} fún ìpamọ́. Jọ̀ọ́ wá san án ní yàrá ìtutù. A dúpẹ́!',
  },
  ig: {
    title: 'Ndepụta ego',
    period: '{from} – {to}',
    date: 'Ụbọchị',
    description: 'Nkọwa',
    amount: 'Ego',
    balance: 'Ụgwọ fọdụrụ',
    opening: 'Ụgwọ na mmalite',
    closing: 'Ụgwọ na njedebe',
    earlierBalance: 'Ụgwọ mbụ',
    payment: 'Ịkwụ ụgwọ',
    reversal: 'E weghachiri ịkwụ ụgwọ',
    smsStatement: '{company}: ndepụta ego site na {from} ruo {to}. Mmalite {opening}, ụgwọ e nara {charged}, a kwụrụ {paid}, njedebe {closing}.',
    smsReminder: '{company}: ị ji ụgwọ nchekwa {amount}. Biko bịa kwụọ ya n\'ụlọ oyi. Daalụ!',
  },
  sw: {
    title: 'Taarifa ya akaunti',
    period: '{from} – {to}',
    date: 'Tarehe',
    description: 'Maelezo',
    amount: 'Kiasi',
    balance: 'Salio',
    opening: 'Salio la mwanzo',
    closing: 'Salio la mwisho',
    earlierBalance: 'Deni la zamani',
    payment: 'Malipo',
    reversal: 'Malipo yamebatilishwa',
    smsStatement: '{company}: taarifa ya akaunti {from} hadi {to}. Salio la mwanzo {opening}, ada {charged}, malipo {paid}, salio la mwisho {closing}.',
    smsReminder: '{company}: una deni la {amount} la kuhifadhi. Tafadhali lipa kwenye chumba baridi. Asante!',
  },
  ar: {
    title: 'كشف الحساب',
    period: '{from} – {to}',
    date: 'التاريخ',
    description: 'البيان',
    amount: 'المبلغ',
    balance: 'الرصيد',
    opening: 'الرصيد الافتتاحي',
    closing: 'الرصيد الختامي',
    earlierBalance: 'الرصيد السابق',
    payment: 'دفعة',
    reversal: 'دفعة ملغاة',
    smsStatement: '{company}: كشف من {from} إلى {to}. البداية {opening}، الرسوم {charged}، المدفوع {paid}، النهاية {closing}.',
    smsReminder: '{company}: عليك {amount} للتخزين. ادفع في غرفة التبريد. شكرًا!',
  },
};

export function statementStrings(language: Language): StatementStrings {
  const words = STRINGS[language] ? language : 'en';
  return { ...STRINGS[words], checkOut: `${glossaryOf(words).checkOut} {code}` };
}
