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
  },
  password_reset: {
    en: 'Your Coldroom code to set a new password: {code}. It works for {minutes} minutes. Do not share it with anyone.',
    hi: 'नया पासवर्ड बनाने के लिए आपका Coldroom कोड: {code}। यह {minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।',
    or: 'ନୂଆ ପାସୱାର୍ଡ ପାଇଁ ଆପଣଙ୍କ Coldroom କୋଡ୍: {code}। ଏହା {minutes} ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ କାମ କରିବ। କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।',
    gu: 'નવો પાસવર્ડ બનાવવા માટે તમારો Coldroom કોડ: {code}. તે {minutes} મિનિટ સુધી ચાલશે. કોઈને જણાવશો નહીં.',
    fr: 'Votre code Coldroom pour choisir un nouveau mot de passe : {code}. Il est valable {minutes} minutes. Ne le donnez à personne.',
    pt: 'O seu código Coldroom para escolher uma nova palavra-passe: {code}. É válido durante {minutes} minutos. Não o partilhe com ninguém.',
  },
  signup_existing: {
    en: 'Coldroom: someone tried to create an account with this number, which already has one. Log in at {url}, or choose "Forgot your password?" there. If it was not you, ignore this message.',
    hi: 'Coldroom: किसी ने इस नंबर से खाता बनाने की कोशिश की, पर इस नंबर का खाता पहले से है। {url} पर लॉग इन करें, या वहाँ "पासवर्ड भूल गए?" चुनें। अगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें।',
    or: 'Coldroom: କେହି ଏହି ନମ୍ବରରେ ଖାତା ଖୋଲିବାକୁ ଚେଷ୍ଟା କଲେ, କିନ୍ତୁ ଏହି ନମ୍ବରର ଖାତା ପୂର୍ବରୁ ଅଛି। {url} ରେ ଲଗ୍ ଇନ୍ କରନ୍ତୁ, କିମ୍ବା ସେଠାରେ "ପାସୱାର୍ଡ ଭୁଲିଗଲେ କି?" ବାଛନ୍ତୁ। ଏହା ଆପଣ ନ ଥିଲେ, ଏହି ବାର୍ତ୍ତାକୁ ଅଣଦେଖା କରନ୍ତୁ।',
    gu: 'Coldroom: કોઈએ આ નંબરથી ખાતું બનાવવાનો પ્રયાસ કર્યો, પણ આ નંબરનું ખાતું પહેલેથી છે. {url} પર લૉગ ઇન કરો, અથવા ત્યાં "પાસવર્ડ ભૂલી ગયા?" પસંદ કરો. જો તે તમે ન હતા, તો આ સંદેશ અવગણો.',
    fr: 'Coldroom : quelqu’un a essayé de créer un compte avec ce numéro, qui en a déjà un. Connectez-vous sur {url}, ou choisissez « Mot de passe oublié ? ». Si ce n’était pas vous, ignorez ce message.',
    pt: 'Coldroom: alguém tentou criar uma conta com este número, que já tem uma. Entre em {url}, ou escolha "Esqueceu a senha?" nessa página. Se não foi você, ignore esta mensagem.',
  },
  signup_no_login: {
    en: 'Coldroom: someone tried to create an account with this number. A cold room has already registered it without a login; ask its staff to give you one. If it was not you, ignore this message.',
    hi: 'Coldroom: किसी ने इस नंबर से खाता बनाने की कोशिश की। एक कोल्ड रूम ने यह नंबर बिना लॉगिन के पहले ही दर्ज किया है; उसके कर्मचारियों से लॉगिन माँगें। अगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें।',
    or: 'Coldroom: କେହି ଏହି ନମ୍ବରରେ ଖାତା ଖୋଲିବାକୁ ଚେଷ୍ଟା କଲେ। ଗୋଟିଏ କୋଲ୍ଡ ରୁମ୍ ଏହି ନମ୍ବରକୁ ଲଗଇନ୍ ବିନା ପୂର୍ବରୁ ପଞ୍ଜୀକୃତ କରିଛି; ସେଠାର କର୍ମଚାରୀଙ୍କୁ ଲଗଇନ୍ ମାଗନ୍ତୁ। ଏହା ଆପଣ ନ ଥିଲେ, ଏହି ବାର୍ତ୍ତାକୁ ଅଣଦେଖା କରନ୍ତୁ।',
    gu: 'Coldroom: કોઈએ આ નંબરથી ખાતું બનાવવાનો પ્રયાસ કર્યો. એક કોલ્ડ રૂમે આ નંબર લૉગિન વગર પહેલેથી નોંધ્યો છે; તેના કર્મચારીઓ પાસે લૉગિન માગો. જો તે તમે ન હતા, તો આ સંદેશ અવગણો.',
    fr: 'Coldroom : quelqu’un a essayé de créer un compte avec ce numéro. Une chambre froide l’a déjà enregistré sans identifiant ; demandez-en un à son personnel. Si ce n’était pas vous, ignorez ce message.',
    pt: 'Coldroom: alguém tentou criar uma conta com este número. Uma câmara frigorífica já o registou sem acesso à aplicação; peça um acesso à sua equipa. Se não foi você, ignore esta mensagem.',
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
