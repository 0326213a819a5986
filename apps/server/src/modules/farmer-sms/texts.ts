import type { Language } from '@coldroom/contract';
import { countedTerm, formatMoney, glossaryOf, type CurrencyDisplay } from '@coldroom/domain';
import { smsSize } from '../../platform/pdf';

/**
 * The answers to farmers' SMS (docs/sms-and-ussd.md), in each app language, with the glossary's words for crates
 * and days. Kept short: an English, French, Portuguese or Swahili answer of one lot fits one part of 160 characters
 * (Hausa, Yoruba and Igbo too when the company sends SMS without tone marks).
 */
interface ReplyTexts {
  stockLine: string;
  stockNone: string;
  pickupIn: string;
  pickupNow: string;
  pickupUnknown: string;
  owes: string;
  owesNothing: string;
  lastPayment: string;
  checkIn: string;
  checkOut: string;
  codeUnknown: string;
  language: string;
  help: string;
  notUnderstood: string;
  stopped: string;
  started: string;
  unregistered: string;
  more: string;
}

const TEXTS: Record<Language, ReplyTexts> = {
  en: {
    stockLine: '{company}: {crop} {crates}, {room}, {stored} stored, {pickup}.',
    stockNone: 'You have no produce in storage.',
    pickupIn: 'pick up within {days}',
    pickupNow: 'pick up now',
    pickupUnknown: 'pick-up time not known',
    owes: '{company}: you owe {amount}.',
    owesNothing: 'You owe nothing.',
    lastPayment: 'Last payment {amount} on {date}.',
    checkIn: '{code} {date}, {company}, {room}: in {lots}.',
    checkOut: '{code} {date}, {company}: out {crates}, total {total}, paid {paid}.',
    codeUnknown: 'None of your receipts has the code {code}.',
    language: 'Your SMS will now be in English.',
    help: 'Send STOCK (your produce), BAL (what you owe), CODE and a receipt code, LANG and a language, STOP (no reminders), START.',
    notUnderstood: 'Not understood.',
    stopped: 'No more reminders or pick-up notices by SMS. Receipts still come. Send START to have them again.',
    started: 'Reminders and pick-up notices by SMS are on again.',
    unregistered: 'This number is not registered with a cold room. Ask your cold room to add it.',
    more: '{count} more.',
  },
  hi: {
    stockLine: '{company}: {crop} {crates}, {room}, {stored} से रखा, {pickup}।',
    stockNone: 'आपका कोई माल रखा नहीं है।',
    pickupIn: '{days} में ले जाएँ',
    pickupNow: 'अभी ले जाएँ',
    pickupUnknown: 'ले जाने का समय पता नहीं',
    owes: '{company}: आपका बकाया {amount}।',
    owesNothing: 'आपका कोई बकाया नहीं है।',
    lastPayment: 'पिछला भुगतान {amount}, {date}।',
    checkIn: '{code} {date}, {company}, {room}: जमा {lots}।',
    checkOut: '{code} {date}, {company}: निकाले {crates}, कुल {total}, चुकाया {paid}।',
    codeUnknown: 'आपकी किसी रसीद का कोड {code} नहीं है।',
    language: 'अब आपके SMS हिन्दी में आएँगे।',
    help: 'भेजें: STOCK (माल), BAL (बकाया), CODE और रसीद कोड, LANG और भाषा, STOP, START।',
    notUnderstood: 'समझ नहीं आया।',
    stopped: 'अब SMS से याद दिलाना और ले जाने की सूचना नहीं आएगी। रसीद आती रहेगी। फिर से पाने के लिए START भेजें।',
    started: 'SMS से याद दिलाना और ले जाने की सूचना फिर चालू है।',
    unregistered: 'यह नंबर किसी कोल्ड रूम में दर्ज नहीं है। अपने कोल्ड रूम से इसे जोड़ने को कहें।',
    more: '{count} और।',
  },
  or: {
    stockLine: '{company}: {crop} {crates}, {room}, {stored} ହେଲା ରଖାଯାଇଛି, {pickup}।',
    stockNone: 'ଆପଣଙ୍କର କୌଣସି ମାଲ ରଖାଯାଇନାହିଁ।',
    pickupIn: '{days} ଭିତରେ ନେଇଯାଆନ୍ତୁ',
    pickupNow: 'ଏବେ ନେଇଯାଆନ୍ତୁ',
    pickupUnknown: 'ନେବା ସମୟ ଜଣା ନାହିଁ',
    owes: '{company}: ଆପଣଙ୍କ ବକେୟା {amount}।',
    owesNothing: 'ଆପଣଙ୍କର କୌଣସି ବକେୟା ନାହିଁ।',
    lastPayment: 'ଶେଷ ଦେୟ {amount}, {date}।',
    checkIn: '{code} {date}, {company}, {room}: ଜମା {lots}।',
    checkOut: '{code} {date}, {company}: ବାହାର {crates}, ମୋଟ {total}, ଦିଆଯାଇଛି {paid}।',
    codeUnknown: 'ଆପଣଙ୍କ କୌଣସି ରସିଦର କୋଡ୍ {code} ନୁହେଁ।',
    language: 'ଏବେ ଆପଣଙ୍କ SMS ଓଡ଼ିଆରେ ଆସିବ।',
    help: 'ପଠାନ୍ତୁ: STOCK (ମାଲ), BAL (ବକେୟା), CODE ଓ ରସିଦ କୋଡ୍, LANG ଓ ଭାଷା, STOP, START।',
    notUnderstood: 'ବୁଝିହେଲା ନାହିଁ।',
    stopped: 'ଆଉ SMS ରେ ମନେପକାଇବା ଓ ନେବା ସୂଚନା ଆସିବ ନାହିଁ। ରସିଦ ଆସିବ। ପୁଣି ପାଇବାକୁ START ପଠାନ୍ତୁ।',
    started: 'SMS ରେ ମନେପକାଇବା ଓ ନେବା ସୂଚନା ପୁଣି ଚାଲୁ।',
    unregistered: 'ଏହି ନମ୍ବର କୌଣସି କୋଲ୍ଡ ରୁମରେ ପଞ୍ଜୀକୃତ ନୁହେଁ। ଆପଣଙ୍କ କୋଲ୍ଡ ରୁମକୁ ଯୋଡ଼ିବାକୁ କୁହନ୍ତୁ।',
    more: 'ଆଉ {count}।',
  },
  gu: {
    stockLine: '{company}: {crop} {crates}, {room}, {stored}થી રાખેલ, {pickup}.',
    stockNone: 'તમારો કોઈ માલ રાખેલો નથી.',
    pickupIn: '{days}માં લઈ જાઓ',
    pickupNow: 'હમણાં લઈ જાઓ',
    pickupUnknown: 'લઈ જવાનો સમય ખબર નથી',
    owes: '{company}: તમારી બાકી રકમ {amount}.',
    owesNothing: 'તમારી કોઈ બાકી રકમ નથી.',
    lastPayment: 'છેલ્લી ચુકવણી {amount}, {date}.',
    checkIn: '{code} {date}, {company}, {room}: જમા {lots}.',
    checkOut: '{code} {date}, {company}: કાઢ્યા {crates}, કુલ {total}, ચૂકવ્યા {paid}.',
    codeUnknown: 'તમારી કોઈ રસીદનો કોડ {code} નથી.',
    language: 'હવે તમારા SMS ગુજરાતીમાં આવશે.',
    help: 'મોકલો: STOCK (માલ), BAL (બાકી), CODE અને રસીદ કોડ, LANG અને ભાષા, STOP, START.',
    notUnderstood: 'સમજાયું નહીં.',
    stopped: 'હવે SMS થી યાદ અપાવવું અને લઈ જવાની સૂચના નહીં આવે. રસીદ આવશે. ફરી મેળવવા START મોકલો.',
    started: 'SMS થી યાદ અપાવવું અને લઈ જવાની સૂચના ફરી ચાલુ છે.',
    unregistered: 'આ નંબર કોઈ કોલ્ડ રૂમમાં નોંધાયેલ નથી. તમારા કોલ્ડ રૂમને તે ઉમેરવા કહો.',
    more: 'બીજા {count}.',
  },
  fr: {
    stockLine: '{company} : {crop} {crates}, {room}, depuis {stored}, {pickup}.',
    stockNone: 'Vous n\'avez aucun produit en stock.',
    pickupIn: 'à retirer sous {days}',
    pickupNow: 'à retirer maintenant',
    pickupUnknown: 'date de retrait inconnue',
    owes: '{company} : vous devez {amount}.',
    owesNothing: 'Vous ne devez rien.',
    lastPayment: 'Dernier paiement {amount} le {date}.',
    checkIn: '{code} {date}, {company}, {room} : entrée {lots}.',
    checkOut: '{code} {date}, {company} : sortie {crates}, total {total}, payé {paid}.',
    codeUnknown: 'Aucun de vos recus n\'a le code {code}.',
    language: 'Vos SMS seront maintenant en francais.',
    help: 'Envoyez SOLDE (ce que vous devez), STOCK (vos produits), CODE et un code de recu, LANGUE et une langue, ARRET (plus de rappels), REPRENDRE.',
    notUnderstood: 'Message non compris.',
    stopped: 'Plus de rappels ni d\'avis de retrait par SMS. Les recus continuent. Envoyez REPRENDRE pour les recevoir à nouveau.',
    started: 'Les rappels et avis de retrait par SMS reprennent.',
    unregistered: 'Ce numéro n\'est inscrit dans aucune chambre froide. Demandez à votre chambre froide de l\'ajouter.',
    more: 'Encore {count}.',
  },
  pt: {
    stockLine: '{company}: {crop} {crates}, {room}, ha {stored}, {pickup}.',
    stockNone: 'Nao tem produtos armazenados.',
    pickupIn: 'levantar dentro de {days}',
    pickupNow: 'levantar agora',
    pickupUnknown: 'prazo de levantamento desconhecido',
    owes: '{company}: deve {amount}.',
    owesNothing: 'Nao deve nada.',
    lastPayment: 'Ultimo pagamento {amount} em {date}.',
    checkIn: '{code} {date}, {company}, {room}: entrada {lots}.',
    checkOut: '{code} {date}, {company}: saida {crates}, total {total}, pago {paid}.',
    codeUnknown: 'Nenhum dos seus recibos tem o codigo {code}.',
    language: 'Os seus SMS passam a ser em portugues.',
    help: 'Envie SALDO (o que deve), ESTOQUE (os seus produtos), CODIGO e um codigo de recibo, IDIOMA e uma lingua, PARAR (sem lembretes), RETOMAR.',
    notUnderstood: 'Mensagem nao compreendida.',
    stopped: 'Sem mais lembretes nem avisos de levantamento por SMS. Os recibos continuam. Envie RETOMAR para os voltar a receber.',
    started: 'Os lembretes e avisos de levantamento por SMS voltaram.',
    unregistered: 'Este numero nao esta registado em nenhuma camara frigorifica. Peca a sua camara para o adicionar.',
    more: 'Mais {count}.',
  },
  ha: {
    stockLine: '{company}: {crop} {crates}, {room}, {stored} a ajiye, {pickup}.',
    stockNone: 'Ba ka da kaya a ajiye.',
    pickupIn: 'a ɗauka cikin {days}',
    pickupNow: 'a ɗauka yanzu',
    pickupUnknown: 'ba a san lokacin ɗauka ba',
    owes: '{company}: ana binka {amount}.',
    owesNothing: 'Ba a binka komai.',
    lastPayment: 'Biya na ƙarshe {amount} ranar {date}.',
    checkIn: '{code} {date}, {company}, {room}: shiga {lots}.',
    checkOut: '{code} {date}, {company}: fita {crates}, jimilla {total}, an biya {paid}.',
    codeUnknown: 'Babu rasitinka mai lamba {code}.',
    language: 'Daga yanzu SMS ɗinka za su zo da Hausa.',
    help: 'Aika KAYA (kayanka), BASHI (abin da ake binka), LAMBA da lambar rasiti, HARSHE da harshe, DAKATA (babu tunatarwa), FARA.',
    notUnderstood: 'Ba a gane ba.',
    stopped: 'Babu sauran tunatarwa ko sanarwar ɗaukar kaya ta SMS. Rasiti za su ci gaba da zuwa. Aika FARA don dawo da su.',
    started: 'Tunatarwa da sanarwar ɗaukar kaya ta SMS sun dawo.',
    unregistered: 'Ba a yi wa wannan lambar rajista a wani ɗakin sanyi ba. Roƙi ɗakin sanyinka ya ƙara ta.',
    more: 'Akwai ƙarin {count}.',
  },
  yo: {
    stockLine: '{company}: {crop} {crates}, {room}, {stored} nípamọ́, {pickup}.',
    stockNone: 'O kò ní irè oko kankan nípamọ́.',
    pickupIn: 'kó o lọ láàárín {days}',
    pickupNow: 'kó o lọ báyìí',
    pickupUnknown: 'a kò mọ ìgbà láti kó o lọ',
    owes: '{company}: gbèsè rẹ jẹ́ {amount}.',
    owesNothing: 'O kò jẹ gbèsè kankan.',
    lastPayment: 'Ìsanwó tó kẹ́yìn {amount} ní {date}.',
    checkIn: '{code} {date}, {company}, {room}: wọlé {lots}.',
    checkOut: '{code} {date}, {company}: jáde {crates}, àròpọ̀ {total}, a san {paid}.',
    codeUnknown: 'Kò sí ìwé ìsanwó rẹ tó ní kóòdù {code}.',
    language: 'SMS rẹ yóò máa wá ní Yorùbá báyìí.',
    help: 'Fi ERU (irè oko rẹ), GBESE (gbèsè rẹ), KODU àti kóòdù ìwé ìsanwó, EDE àti èdè, DURO (kò sí ìránnilétí), BERE ránṣẹ́.',
    notUnderstood: 'A kò gbọ́ ọ yé.',
    stopped: 'Kò sí ìránnilétí tàbí ìkìlọ̀ ìkólọ nípasẹ̀ SMS mọ́. Ìwé ìsanwó yóò máa wá. Fi BERE ránṣẹ́ láti tún máa gbà wọ́n.',
    started: 'Ìránnilétí àti ìkìlọ̀ ìkólọ nípasẹ̀ SMS ti padà.',
    unregistered: 'A kò forúkọ nọ́mbà yìí sílẹ̀ ní yàrá ìtutù kankan. Ní kí yàrá ìtutù rẹ fi kún un.',
    more: '{count} mìíràn.',
  },
  ig: {
    stockLine: '{company}: {crop} {crates}, {room}, e debere ya {stored}, {pickup}.',
    stockNone: 'Ị nweghị ihe ubi n\'ụlọ oyi.',
    pickupIn: 'bịa were ya n\'ime {days}',
    pickupNow: 'bịa were ya ugbu a',
    pickupUnknown: 'a maghị oge ịbịa were ya',
    owes: '{company}: ị ji ụgwọ {amount}.',
    owesNothing: 'Ị jighị ụgwọ ọ bụla.',
    lastPayment: 'Ego ikpeazụ ị kwụrụ: {amount} na {date}.',
    checkIn: '{code} {date}, {company}, {room}: e tinyere {lots}.',
    checkOut: '{code} {date}, {company}: e wepụtara {crates}, ngụkọta {total}, a kwụrụ {paid}.',
    codeUnknown: 'Ọ dịghị akwụkwọ nnata ego gị nwere koodu {code}.',
    language: 'SMS gị ga-abụzi n\'asụsụ Igbo.',
    help: 'Ziga IHE (ihe ubi gị), UGWO (ụgwọ ị ji), KOODU na koodu akwụkwọ nnata, ASUSU na asụsụ, KWUSI (enweghị ncheta), MALITE.',
    notUnderstood: 'Aghọtaghị m ozi gị.',
    stopped: 'Ncheta na ozi ịbịa were ihe agaghị abịa ọzọ site na SMS. Akwụkwọ nnata ego ka ga-abịa. Ziga MALITE ka ha bịaghachi.',
    started: 'Ncheta na ozi ịbịa were ihe site na SMS amalitela ọzọ.',
    unregistered: 'E debanyeghị nọmba a n\'ụlọ oyi ọ bụla. Rịọ ụlọ oyi gị ka ha tinye ya.',
    more: 'Ndị ọzọ {count}.',
  },
  sw: {
    stockLine: '{company}: {crop} {crates}, {room}, imekaa {stored}, {pickup}.',
    stockNone: 'Huna mazao yaliyohifadhiwa.',
    pickupIn: 'chukua ndani ya {days}',
    pickupNow: 'chukua sasa',
    pickupUnknown: 'muda wa kuchukua haujulikani',
    owes: '{company}: deni lako ni {amount}.',
    owesNothing: 'Huna deni.',
    lastPayment: 'Malipo ya mwisho {amount} tarehe {date}.',
    checkIn: '{code} {date}, {company}, {room}: imeingizwa {lots}.',
    checkOut: '{code} {date}, {company}: imetolewa {crates}, jumla {total}, imelipwa {paid}.',
    codeUnknown: 'Hakuna risiti yako yenye msimbo {code}.',
    language: 'SMS zako sasa zitakuwa kwa Kiswahili.',
    help: 'Tuma MAZAO (mazao yako), DENI (deni lako), MSIMBO na msimbo wa risiti, LUGHA na lugha, SITISHA (bila vikumbusho), ANZA.',
    notUnderstood: 'Haikueleweka.',
    stopped: 'Hakuna tena vikumbusho wala taarifa za kuchukua kwa SMS. Risiti bado zitakuja. Tuma ANZA kuzipata tena.',
    started: 'Vikumbusho na taarifa za kuchukua kwa SMS vimewashwa tena.',
    unregistered: 'Namba hii haijasajiliwa na chumba baridi. Omba chumba baridi chako kiiongeze.',
    more: '{count} zaidi.',
  },
  ar: {
    stockLine: '{company}: {crop} {crates}، {room}، منذ {stored}، {pickup}.',
    stockNone: 'ليس لديك محصول مخزّن.',
    pickupIn: 'استلمه خلال {days}',
    pickupNow: 'استلمه الآن',
    pickupUnknown: 'موعد الاستلام غير معروف',
    owes: '{company}: عليك {amount}.',
    owesNothing: 'ليس عليك شيء.',
    lastPayment: 'آخر دفعة {amount} في {date}.',
    checkIn: '{code} {date}، {company}، {room}: دخل {lots}.',
    checkOut: '{code} {date}، {company}: خرج {crates} بـ {total}، دُفع {paid}.',
    codeUnknown: 'لا يوجد إيصال لك بالرمز {code}.',
    language: 'ستصلك الرسائل الآن بالعربية.',
    help: 'أرسل مخزون، رصيد، رمز + الإيصال، لغة + اللغة، توقف، ابدأ.',
    notUnderstood: 'لم نفهم.',
    stopped: 'توقفت التذكيرات وإشعارات الاستلام. الإيصالات تصل. أرسل ابدأ لإعادتها.',
    started: 'عادت التذكيرات وإشعارات الاستلام عبر SMS.',
    unregistered: 'هذا الرقم غير مسجّل في غرفة تبريد. اطلب من غرفتك إضافته.',
    more: 'و{count} غيرها.',
  },
};

export type ReplyKey = keyof ReplyTexts;

/** The text of `key` in the language, its `{names}` filled. */
export function replyText(language: Language, key: ReplyKey, values: Record<string, string> = {}): string {
  return (TEXTS[language] ?? TEXTS.en)[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

export const crateCount = (language: Language, count: number) => countedTerm(language, glossaryOf(language).crates, count);
export const dayCount = (language: Language, count: number) => countedTerm(language, glossaryOf(language).days, count);

/** The languages written in Latin letters: their SMS can stay in the GSM alphabet (Yoruba, Igbo, Hausa without marks). */
const LATIN_SMS_LANGUAGES: readonly Language[] = ['en', 'fr', 'pt', 'ha', 'yo', 'ig', 'sw'];

/**
 * An amount as few SMS parts allow: the ISO code ("NGN 1,200.00") keeps a Latin answer in the GSM alphabet (₦ is
 * not in it); an answer in an Indian script or Arabic is UCS-2 anyway, where the symbol is shorter.
 */
export function smsMoney(minor: number, currency: string, language: Language): string {
  const display: CurrencyDisplay = LATIN_SMS_LANGUAGES.includes(language) ? 'code' : 'narrowSymbol';
  return formatMoney(minor, currency, language, display).replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/** Whether a text stays in the GSM alphabet (one part holds 160 characters). */
export const isGsm = (text: string) => smsSize(text).encoding === 'gsm7';

/** All the answers' texts, for the tests (every key in every language). */
export const REPLY_TEXTS = TEXTS;
