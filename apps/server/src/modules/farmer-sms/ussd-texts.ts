import type { Language } from '@coldroom/contract';

/**
 * The USSD menu's words (docs/sms-and-ussd.md §4), in each app language. USSD is not billed per character like
 * SMS, so these keep their accents; what limits them is the screen (182 characters with its `CON `). Sentences
 * the SMS answers already have (what is owed, the last payment, pick-up times, the language set, a number of no
 * farmer) come from texts.ts, so a farmer reads the same words in both.
 */
export interface UssdTexts {
  chooseCompany: string;
  produce: string;
  owe: string;
  soon: string;
  language: string;
  exit: string;
  more: string;
  back: string;
  produceLine: string;
  produceNone: string;
  owes: string;
  unpaidLine: string;
  soonLine: string;
  soonNone: string;
  languageTitle: string;
  badChoice: string;
  goodbye: string;
}

const TEXTS: Record<Language, UssdTexts> = {
  en: {
    chooseCompany: 'Choose your cold room:',
    produce: 'My produce',
    owe: 'What I owe',
    soon: 'To pick up soon',
    language: 'Language',
    exit: 'Exit',
    more: 'More',
    back: 'Back',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'You have no produce stored here.',
    owes: 'You owe {amount}.',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'Nothing to pick up in the next 7 days.',
    languageTitle: 'Choose a language:',
    badChoice: 'That choice is not on the menu. Please dial again.',
    goodbye: 'Thank you. Goodbye.',
  },
  hi: {
    chooseCompany: 'अपना कोल्ड रूम चुनें:',
    produce: 'मेरा माल',
    owe: 'मेरा बकाया',
    soon: 'जल्द ले जाना है',
    language: 'भाषा',
    exit: 'बाहर',
    more: 'और',
    back: 'पीछे',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'यहाँ आपका कोई माल रखा नहीं है।',
    owes: 'आपका बकाया {amount}।',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'अगले 7 दिनों में कुछ ले जाना नहीं है।',
    languageTitle: 'भाषा चुनें:',
    badChoice: 'यह विकल्प मेनू में नहीं है। कृपया फिर से डायल करें।',
    goodbye: 'धन्यवाद।',
  },
  or: {
    chooseCompany: 'ଆପଣଙ୍କ କୋଲ୍ଡ ରୁମ ବାଛନ୍ତୁ:',
    produce: 'ମୋ ମାଲ',
    owe: 'ମୋ ବକେୟା',
    soon: 'ଶୀଘ୍ର ନେବାକୁ',
    language: 'ଭାଷା',
    exit: 'ବାହାରନ୍ତୁ',
    more: 'ଆଉ',
    back: 'ପଛକୁ',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'ଏଠାରେ ଆପଣଙ୍କ କୌଣସି ମାଲ ରଖାଯାଇନାହିଁ।',
    owes: 'ଆପଣଙ୍କ ବକେୟା {amount}।',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'ଆଗାମୀ 7 ଦିନରେ କିଛି ନେବାକୁ ନାହିଁ।',
    languageTitle: 'ଭାଷା ବାଛନ୍ତୁ:',
    badChoice: 'ଏହି ବିକଳ୍ପ ମେନୁରେ ନାହିଁ। ଦୟାକରି ପୁଣି ଡାଏଲ କରନ୍ତୁ।',
    goodbye: 'ଧନ୍ୟବାଦ।',
  },
  gu: {
    chooseCompany: 'તમારો કોલ્ડ રૂમ પસંદ કરો:',
    produce: 'મારો માલ',
    owe: 'મારી બાકી રકમ',
    soon: 'જલ્દી લઈ જવાનું',
    language: 'ભાષા',
    exit: 'બહાર',
    more: 'વધુ',
    back: 'પાછળ',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'અહીં તમારો કોઈ માલ રાખેલો નથી.',
    owes: 'તમારી બાકી રકમ {amount}.',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'આવતા 7 દિવસમાં કંઈ લઈ જવાનું નથી.',
    languageTitle: 'ભાષા પસંદ કરો:',
    badChoice: 'આ વિકલ્પ મેનૂમાં નથી. કૃપા કરી ફરી ડાયલ કરો.',
    goodbye: 'આભાર.',
  },
  fr: {
    chooseCompany: 'Choisissez votre chambre froide :',
    produce: 'Mes produits',
    owe: 'Ce que je dois',
    soon: 'À retirer bientôt',
    language: 'Langue',
    exit: 'Quitter',
    more: 'Suite',
    back: 'Retour',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'Vous n\'avez aucun produit stocké ici.',
    owes: 'Vous devez {amount}.',
    unpaidLine: '{code} : {amount}',
    soonLine: '{crop} {crates} : {pickup}',
    soonNone: 'Rien à retirer dans les 7 prochains jours.',
    languageTitle: 'Choisissez une langue :',
    badChoice: 'Ce choix n\'est pas dans le menu. Recomposez le numéro.',
    goodbye: 'Merci, au revoir.',
  },
  pt: {
    chooseCompany: 'Escolha a sua câmara frigorífica:',
    produce: 'Os meus produtos',
    owe: 'O que devo',
    soon: 'Levantar em breve',
    language: 'Idioma',
    exit: 'Sair',
    more: 'Mais',
    back: 'Voltar',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'Não tem produtos armazenados aqui.',
    owes: 'Deve {amount}.',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'Nada a levantar nos próximos 7 dias.',
    languageTitle: 'Escolha o idioma:',
    badChoice: 'Essa opção não está no menu. Marque de novo.',
    goodbye: 'Obrigado. Até logo.',
  },
  ha: {
    chooseCompany: 'Zaɓi ɗakin sanyinka:',
    produce: 'Kayana',
    owe: 'Bashin da ake bina',
    soon: 'Kayan ɗauka nan kusa',
    language: 'Harshe',
    exit: 'Fita',
    more: 'Ƙari',
    back: 'Baya',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'Ba ka da kaya a ajiye a nan.',
    owes: 'Ana binka {amount}.',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'Babu abin ɗauka a kwana 7 masu zuwa.',
    languageTitle: 'Zaɓi harshe:',
    badChoice: 'Wannan zaɓin ba ya cikin menu. Don Allah ka sake kira.',
    goodbye: 'Na gode. Sai an jima.',
  },
  yo: {
    chooseCompany: 'Yan yàrá ìtutù rẹ:',
    produce: 'Irè oko mi',
    owe: 'Gbèsè mi',
    soon: 'Èyí tí màá kó lọ láìpẹ́',
    language: 'Èdè',
    exit: 'Jáde',
    more: 'Síwájú sí i',
    back: 'Padà',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'O kò ní irè oko kankan nípamọ́ níbí.',
    owes: 'Gbèsè rẹ jẹ́ {amount}.',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'Kò sí nǹkan láti kó lọ ní ọjọ́ 7 tó ń bọ̀.',
    languageTitle: 'Yan èdè kan:',
    badChoice: 'Ohun tí o yàn kò sí nínú àtẹ. Jọ̀ọ́ tún pè.',
    goodbye: 'A dúpẹ́. Ó dàbọ̀.',
  },
  ig: {
    chooseCompany: 'Họrọ ụlọ oyi gị:',
    produce: 'Ihe ubi m',
    owe: 'Ụgwọ m ji',
    soon: 'Ihe m ga-abịa were',
    language: 'Asụsụ',
    exit: 'Pụọ',
    more: 'Ọzọ',
    back: 'Azụ',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'Ị nweghị ihe ubi e debere ebe a.',
    owes: 'Ị ji ụgwọ {amount}.',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'Ọ dịghị ihe ị ga-abịa were n\'ụbọchị 7 na-abịa.',
    languageTitle: 'Họrọ asụsụ:',
    badChoice: 'Nhọrọ ahụ anọghị na menu. Biko kpọọ ọzọ.',
    goodbye: 'Daalụ. Ka ọ dị.',
  },
  sw: {
    chooseCompany: 'Chagua chumba baridi chako:',
    produce: 'Mazao yangu',
    owe: 'Deni langu',
    soon: 'Ya kuchukua karibuni',
    language: 'Lugha',
    exit: 'Toka',
    more: 'Zaidi',
    back: 'Rudi',
    produceLine: '{crop} {crates}, {room}, {stored}',
    produceNone: 'Huna mazao yaliyohifadhiwa hapa.',
    owes: 'Deni lako ni {amount}.',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'Hakuna cha kuchukua katika siku 7 zijazo.',
    languageTitle: 'Chagua lugha:',
    badChoice: 'Chaguo hilo haliko kwenye menyu. Tafadhali piga tena.',
    goodbye: 'Asante. Kwaheri.',
  },
  ar: {
    chooseCompany: 'اختر غرفة التبريد:',
    produce: 'محصولي',
    owe: 'ما عليّ',
    soon: 'للاستلام قريبًا',
    language: 'اللغة',
    exit: 'خروج',
    more: 'المزيد',
    back: 'رجوع',
    produceLine: '{crop} {crates}، {room}، {stored}',
    produceNone: 'ليس لديك محصول مخزّن هنا.',
    owes: 'عليك {amount}.',
    unpaidLine: '{code}: {amount}',
    soonLine: '{crop} {crates}: {pickup}',
    soonNone: 'لا شيء للاستلام في الأيام السبعة القادمة.',
    languageTitle: 'اختر لغة:',
    badChoice: 'هذا الاختيار ليس في القائمة. اطلب الرقم مرة أخرى.',
    goodbye: 'شكرًا لك. مع السلامة.',
  },
};

/** Each language by its own name, in the order the language screen lists them (1–11). */
export const USSD_LANGUAGES: readonly { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'hi', name: 'हिन्दी' },
  { language: 'or', name: 'ଓଡ଼ିଆ' },
  { language: 'gu', name: 'ગુજરાતી' },
  { language: 'fr', name: 'Français' },
  { language: 'pt', name: 'Português' },
  { language: 'ha', name: 'Hausa' },
  { language: 'yo', name: 'Yorùbá' },
  { language: 'ig', name: 'Igbo' },
  { language: 'sw', name: 'Kiswahili' },
  { language: 'ar', name: 'العربية' },
];

export type UssdKey = keyof UssdTexts;

/** The text of `key` in the language, its `{names}` filled. */
export function ussdText(language: Language, key: UssdKey, values: Record<string, string> = {}): string {
  return (TEXTS[language] ?? TEXTS.en)[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** Every text in every language, for the tests. */
export const USSD_TEXTS = TEXTS;
