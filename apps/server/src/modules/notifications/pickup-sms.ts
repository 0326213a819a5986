import type { Language } from '@coldroom/contract';

/**
 * The SMS a farmer without the app gets when a lot has under 2 days left to pick up (domain-rules §6),
 * in their language. "Under 2 days" is always true when it is sent, so no number needs plural forms.
 */
const TEXTS: Record<Language, string> = {
  en: '{company}: please pick up your {crop} from {room} soon. It keeps less than 2 more days.',
  hi: '{company}: कृपया {room} से अपना {crop} जल्द ले जाएँ। यह अब 2 दिन से कम ठीक रहेगा।',
  or: '{company}: ଦୟାକରି {room} ରୁ ଆପଣଙ୍କ {crop} ଶୀଘ୍ର ନେଇଯାଆନ୍ତୁ। ଏହା ଆଉ 2 ଦିନରୁ କମ୍ ଭଲ ରହିବ।',
  gu: '{company}: કૃપા કરીને {room} માંથી તમારું {crop} જલ્દી લઈ જાઓ. તે હવે 2 દિવસથી ઓછું સારું રહેશે.',
  fr: '{company} : veuillez retirer rapidement votre {crop} de {room}. Il se conserve encore moins de 2 jours.',
  pt: '{company}: por favor, levante em breve o seu {crop} de {room}. Conserva-se menos de 2 dias.',
};

export function pickupSmsText(language: Language, values: { company: string; crop: string; room: string }): string {
  return (TEXTS[language] ?? TEXTS.en).replace(/\{(company|crop|room)\}/g, (_, key: keyof typeof values) => values[key]);
}
