import type { Language } from '@coldroom/contract';
import { countedTerm, glossaryOf, PICKUP_NOTICE_DAYS } from '@coldroom/domain';

/**
 * The SMS a farmer without the app gets when a lot has under 2 days left to pick up (domain-rules §6),
 * in their language, with the glossary's words for the cold room and the days (the app's own).
 */
const TEXTS: Record<Language, string> = {
  en: '{company}: please pick up your {crop} from the {coldRoom} {room} soon. It keeps less than {days} more.',
  hi: '{company}: कृपया {coldRoom} {room} से अपना {crop} जल्द ले जाएँ। यह अब {days} से कम ठीक रहेगा।',
  or: '{company}: ଦୟାକରି {coldRoom} {room} ରୁ ଆପଣଙ୍କ {crop} ଶୀଘ୍ର ନେଇଯାଆନ୍ତୁ। ଏହା ଆଉ {days}ରୁ କମ୍ ଭଲ ରହିବ।',
  gu: '{company}: કૃપા કરીને {coldRoom} {room} માંથી તમારું {crop} જલ્દી લઈ જાઓ. તે હવે {days}થી ઓછું સારું રહેશે.',
  fr: '{company} : veuillez retirer rapidement votre {crop} de la {coldRoom} {room}. Il se conserve encore moins de {days}.',
  pt: '{company}: por favor, levante em breve o seu {crop} da {coldRoom} {room}. Conserva-se menos de {days}.',
  ha: '{company}: don Allah ka zo ka ɗauki {crop} ɗinka daga {coldRoom} {room} da wuri. Saura ƙasa da {days} kafin ya fara lalacewa.',
  yo: '{company}: jọ̀ọ́ wá kó {crop} rẹ kúrò ní {coldRoom} {room} láìpẹ́. Kò ní lè dúró tó {days} mọ́.',
  ig: '{company}: biko bịa were {crop} gị n\'{coldRoom} {room} ngwa ngwa. Ọ fọdụrụ ihe na-erughị {days} ka ọ dị mma.',
  sw: '{company}: tafadhali chukua mazao yako ya {crop} kutoka {coldRoom} {room} mapema. Yatakaa vizuri kwa chini ya {days} tu.',
  ar: '{company}: استلم {crop} من {coldRoom} {room} قريبًا. يبقى صالحًا أقل من {days}.',
};

/** `template`: the company's own text for the language (docs/text-overrides.md), filled the same way. */
export function pickupSmsText(language: Language, values: { company: string; crop: string; room: string }, template?: string | null): string {
  const words = glossaryOf(language);
  const filled: Record<string, string> = {
    ...values,
    // the glossary writes terms as labels ("Cold room"); inside a sentence they start in lower case
    coldRoom: words.coldRoom.toLocaleLowerCase(language),
    days: countedTerm(language, words.days, PICKUP_NOTICE_DAYS),
  };
  return (template ?? TEXTS[language] ?? TEXTS.en).replace(/\{(company|crop|room|coldRoom|days)\}/g, (_, key: string) => filled[key] ?? '');
}

/** Every language's default text, for the templates a company may reword. */
export const PICKUP_TEXTS = TEXTS;
