import type { Language } from '@coldroom/contract';

/**
 * The SMS an anonymous request causes, written by the server only, in the recipient's language: nobody
 * can make the server send a text of their own choosing under the company's sender id.
 * - verification: the code that confirms a farmer's phone at sign-up.
 * - password_reset: the code that sets a new password.
 * - signup_existing: a sign-up with a number that has an account (how to log in or reset instead).
 * - signup_no_login: a sign-up with a number a cold room registered without a login.
 */
export type SmsTemplate = 'verification' | 'password_reset' | 'signup_existing' | 'signup_no_login';

const TEXTS: Record<SmsTemplate, Record<Language, string>> = {
  verification: {
    en: 'Coldroom: your code to confirm this phone number is {code}. It works for {minutes} minutes. Do not share it with anyone.',
    hi: 'Coldroom: इस फ़ोन नंबर की पुष्टि के लिए आपका कोड {code} है। यह {minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।',
    or: 'Coldroom: ଏହି ଫୋନ୍ ନମ୍ବର ନିଶ୍ଚିତ କରିବା ପାଇଁ ଆପଣଙ୍କ କୋଡ୍ {code}। ଏହା {minutes} ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ କାମ କରିବ। କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।',
    gu: 'Coldroom: આ ફોન નંબરની પુષ્ટિ માટે તમારો કોડ {code} છે. તે {minutes} મિનિટ સુધી ચાલશે. કોઈને જણાવશો નહીં.',
    fr: 'Coldroom : votre code pour confirmer ce numéro est {code}. Il est valable {minutes} minutes. Ne le donnez à personne.',
    pt: 'Coldroom: o seu código para confirmar este número é {code}. É válido durante {minutes} minutos. Não o partilhe com ninguém.',
    ha: 'Coldroom: lambarka ta tabbatar da wannan lambar waya ita ce {code}. Tana aiki na minti {minutes}. Kar ka ba kowa ita.',
    yo: 'Coldroom: kóòdù rẹ láti jẹ́rìísí nọ́mbà fóònù yìí ni {code}. Yóò ṣiṣẹ́ fún ìṣẹ́jú {minutes}. Má ṣe fi han ẹnikẹ́ni.',
    ig: 'Coldroom: koodu gị iji kwado nọmba ekwentị a bụ {code}. Ọ ga-arụ ọrụ maka nkeji {minutes}. Egosila onye ọ bụla ya.',
    sw: 'Coldroom: msimbo wako wa kuthibitisha namba hii ya simu ni {code}. Unafanya kazi kwa dakika {minutes}. Usimpe mtu yeyote.',
    ar: 'Coldroom: رمز تأكيد رقم هاتفك هو {code}. صالح {minutes} دقيقة. لا تعطه لأحد.',
  },
  password_reset: {
    en: 'Your Coldroom code to set a new password: {code}. It works for {minutes} minutes. Do not share it with anyone.',
    hi: 'नया पासवर्ड बनाने के लिए आपका Coldroom कोड: {code}। यह {minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।',
    or: 'ନୂଆ ପାସୱାର୍ଡ ପାଇଁ ଆପଣଙ୍କ Coldroom କୋଡ୍: {code}। ଏହା {minutes} ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ କାମ କରିବ। କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।',
    gu: 'નવો પાસવર્ડ બનાવવા માટે તમારો Coldroom કોડ: {code}. તે {minutes} મિનિટ સુધી ચાલશે. કોઈને જણાવશો નહીં.',
    fr: 'Votre code Coldroom pour choisir un nouveau mot de passe : {code}. Il est valable {minutes} minutes. Ne le donnez à personne.',
    pt: 'O seu código Coldroom para escolher uma nova palavra-passe: {code}. É válido durante {minutes} minutos. Não o partilhe com ninguém.',
    ha: 'Lambarka ta Coldroom don saka sabuwar kalmar sirri: {code}. Tana aiki na minti {minutes}. Kar ka ba kowa ita.',
    yo: 'Kóòdù Coldroom rẹ láti ṣètò ọ̀rọ̀ aṣínà tuntun: {code}. Yóò ṣiṣẹ́ fún ìṣẹ́jú {minutes}. Má ṣe fi han ẹnikẹ́ni.',
    ig: 'Koodu Coldroom gị iji tọọ okwuntughe ọhụrụ: {code}. Ọ ga-arụ ọrụ maka nkeji {minutes}. Egosila onye ọ bụla ya.',
    sw: 'Msimbo wako wa Coldroom wa kuweka nenosiri jipya: {code}. Unafanya kazi kwa dakika {minutes}. Usimpe mtu yeyote.',
    ar: 'رمز Coldroom لكلمة مرور جديدة: {code}. صالح {minutes} دقيقة. لا تعطه لأحد.',
  },
  signup_existing: {
    en: 'Coldroom: someone tried to create an account with this number, which already has one. Log in at {url}, or choose "Forgot your password?" there. If it was not you, ignore this message.',
    hi: 'Coldroom: किसी ने इस नंबर से खाता बनाने की कोशिश की, पर इस नंबर का खाता पहले से है। {url} पर लॉग इन करें, या वहाँ "पासवर्ड भूल गए?" चुनें। अगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें।',
    or: 'Coldroom: କେହି ଏହି ନମ୍ବରରେ ଖାତା ଖୋଲିବାକୁ ଚେଷ୍ଟା କଲେ, କିନ୍ତୁ ଏହି ନମ୍ବରର ଖାତା ପୂର୍ବରୁ ଅଛି। {url} ରେ ଲଗ୍ ଇନ୍ କରନ୍ତୁ, କିମ୍ବା ସେଠାରେ "ପାସୱାର୍ଡ ଭୁଲିଗଲେ କି?" ବାଛନ୍ତୁ। ଏହା ଆପଣ ନ ଥିଲେ, ଏହି ବାର୍ତ୍ତାକୁ ଅଣଦେଖା କରନ୍ତୁ।',
    gu: 'Coldroom: કોઈએ આ નંબરથી ખાતું બનાવવાનો પ્રયાસ કર્યો, પણ આ નંબરનું ખાતું પહેલેથી છે. {url} પર લૉગ ઇન કરો, અથવા ત્યાં "પાસવર્ડ ભૂલી ગયા?" પસંદ કરો. જો તે તમે ન હતા, તો આ સંદેશ અવગણો.',
    fr: 'Coldroom : quelqu’un a essayé de créer un compte avec ce numéro, qui en a déjà un. Connectez-vous sur {url}, ou choisissez « Mot de passe oublié ? ». Si ce n’était pas vous, ignorez ce message.',
    pt: 'Coldroom: alguém tentou criar uma conta com este número, que já tem uma. Entre em {url}, ou escolha "Esqueceu a senha?" nessa página. Se não foi você, ignore esta mensagem.',
    ha: 'Coldroom: wani ya yi ƙoƙarin buɗe asusu da wannan lambar, wadda ke da asusu tuni. Shiga a {url}, ko ka zaɓi "Ka manta kalmar sirri?" a can. Idan ba kai ba ne, ka yi watsi da wannan saƙon.',
    yo: 'Coldroom: ẹnìkan gbìyànjú láti ṣí àkáǹtì pẹ̀lú nọ́mbà yìí, tí ó ti ní àkáǹtì tẹ́lẹ̀. Wọlé ní {url}, tàbí yan "Ṣé o gbàgbé ọ̀rọ̀ aṣínà rẹ?" níbẹ̀. Bí kì í bá ṣe ìwọ, má ka àtẹ̀jíṣẹ́ yìí sí.',
    ig: 'Coldroom: mmadụ nwara iji nọmba a mepee akaụntụ, ma nọmba a nweelarị akaụntụ. Banye na {url}, ma ọ bụ họrọ "Ị chefuru okwuntughe gị?" ebe ahụ. Ọ bụrụ na ọ bụghị gị, leghara ozi a anya.',
    sw: 'Coldroom: mtu amejaribu kufungua akaunti kwa namba hii, ambayo tayari ina akaunti. Ingia kwenye {url}, au chagua "Umesahau nenosiri?" hapo. Kama si wewe, puuza ujumbe huu.',
    ar: 'Coldroom: حاول شخص إنشاء حساب بهذا الرقم وله حساب. ادخل من {url} أو اختر «نسيت كلمة المرور؟». إن لم تكن أنت، تجاهل الرسالة.',
  },
  signup_no_login: {
    en: 'Coldroom: someone tried to create an account with this number. A cold room has already registered it without a login; ask its staff to give you one. If it was not you, ignore this message.',
    hi: 'Coldroom: किसी ने इस नंबर से खाता बनाने की कोशिश की। एक कोल्ड रूम ने यह नंबर बिना लॉगिन के पहले ही दर्ज किया है; उसके कर्मचारियों से लॉगिन माँगें। अगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें।',
    or: 'Coldroom: କେହି ଏହି ନମ୍ବରରେ ଖାତା ଖୋଲିବାକୁ ଚେଷ୍ଟା କଲେ। ଗୋଟିଏ କୋଲ୍ଡ ରୁମ୍ ଏହି ନମ୍ବରକୁ ଲଗଇନ୍ ବିନା ପୂର୍ବରୁ ପଞ୍ଜୀକୃତ କରିଛି; ସେଠାର କର୍ମଚାରୀଙ୍କୁ ଲଗଇନ୍ ମାଗନ୍ତୁ। ଏହା ଆପଣ ନ ଥିଲେ, ଏହି ବାର୍ତ୍ତାକୁ ଅଣଦେଖା କରନ୍ତୁ।',
    gu: 'Coldroom: કોઈએ આ નંબરથી ખાતું બનાવવાનો પ્રયાસ કર્યો. એક કોલ્ડ રૂમે આ નંબર લૉગિન વગર પહેલેથી નોંધ્યો છે; તેના કર્મચારીઓ પાસે લૉગિન માગો. જો તે તમે ન હતા, તો આ સંદેશ અવગણો.',
    fr: 'Coldroom : quelqu’un a essayé de créer un compte avec ce numéro. Une chambre froide l’a déjà enregistré sans identifiant ; demandez-en un à son personnel. Si ce n’était pas vous, ignorez ce message.',
    pt: 'Coldroom: alguém tentou criar uma conta com este número. Uma câmara frigorífica já o registou sem acesso à aplicação; peça um acesso à sua equipa. Se não foi você, ignore esta mensagem.',
    ha: 'Coldroom: wani ya yi ƙoƙarin buɗe asusu da wannan lambar. Wani ɗakin sanyi ya riga ya yi mata rajista ba tare da shiga manhaja ba; roƙi ma\'aikatansa su ba ka damar shiga. Idan ba kai ba ne, ka yi watsi da wannan saƙon.',
    yo: 'Coldroom: ẹnìkan gbìyànjú láti ṣí àkáǹtì pẹ̀lú nọ́mbà yìí. Yàrá ìtutù kan ti forúkọ rẹ̀ sílẹ̀ láìsí ìwọlé; ní kí àwọn òṣìṣẹ́ ibẹ̀ fún ọ ní ìwọlé. Bí kì í bá ṣe ìwọ, má ka àtẹ̀jíṣẹ́ yìí sí.',
    ig: 'Coldroom: mmadụ nwara iji nọmba a mepee akaụntụ. Otu ụlọ oyi edebanyelarị ya n\'enweghị mbanye; rịọ ndị ọrụ ya ka ha nye gị otu. Ọ bụrụ na ọ bụghị gị, leghara ozi a anya.',
    sw: 'Coldroom: mtu amejaribu kufungua akaunti kwa namba hii. Chumba baridi kimeshaisajili bila njia ya kuingia; waombe wafanyakazi wake wakupe. Kama si wewe, puuza ujumbe huu.',
    ar: 'Coldroom: حاول شخص إنشاء حساب بهذا الرقم. سجّلته غرفة تبريد دون حساب دخول؛ اطلب من موظفيها حسابًا. إن لم تكن أنت، تجاهل الرسالة.',
  },
};

export interface TemplateValues {
  code?: string;
  minutes?: number;
  url?: string;
}

/** The template's text in the language (English when a language has none), with its values filled in. */
export function smsText(template: SmsTemplate, language: Language, values: TemplateValues): string {
  const text = TEXTS[template][language] ?? TEXTS[template].en;
  return text.replace(/\{(code|minutes|url)\}/g, (_, key: keyof TemplateValues) => String(values[key] ?? ''));
}
