import { intlLocale } from '@coldroom/contract';
import type { Language } from '@coldroom/contract';

/**
 * The SMS of a room's alert (docs/cold-chain-rules.md §5), written by the server in the person's language:
 * what is wrong in which room since when, "critical" first when it is, and what to do.
 */
export type AlertSmsWhat = 'temperature_high' | 'temperature_low' | 'humidity_high' | 'humidity_low' | 'no_data';

const WHAT: Record<AlertSmsWhat, Record<Language, string>> = {
  temperature_high: {
    en: 'the temperature in {room} has been too high since {since}.',
    hi: '{room} में तापमान {since} से बहुत ज़्यादा है।',
    or: '{room} ରେ ତାପମାତ୍ରା {since} ଠାରୁ ବହୁତ ଅଧିକ ଅଛି।',
    gu: '{room} માં તાપમાન {since} થી ખૂબ વધારે છે.',
    fr: 'la température de {room} est trop haute depuis {since}.',
    pt: 'a temperatura em {room} está demasiado alta desde {since}.',
  },
  temperature_low: {
    en: 'the temperature in {room} has been too low since {since}.',
    hi: '{room} में तापमान {since} से बहुत कम है।',
    or: '{room} ରେ ତାପମାତ୍ରା {since} ଠାରୁ ବହୁତ କମ୍ ଅଛି।',
    gu: '{room} માં તાપમાન {since} થી ખૂબ ઓછું છે.',
    fr: 'la température de {room} est trop basse depuis {since}.',
    pt: 'a temperatura em {room} está demasiado baixa desde {since}.',
  },
  humidity_high: {
    en: 'the humidity in {room} has been too high since {since}.',
    hi: '{room} में नमी {since} से बहुत ज़्यादा है।',
    or: '{room} ରେ ଆର୍ଦ୍ରତା {since} ଠାରୁ ବହୁତ ଅଧିକ ଅଛି।',
    gu: '{room} માં ભેજ {since} થી ખૂબ વધારે છે.',
    fr: 'l’humidité de {room} est trop haute depuis {since}.',
    pt: 'a humidade em {room} está demasiado alta desde {since}.',
  },
  humidity_low: {
    en: 'the humidity in {room} has been too low since {since}.',
    hi: '{room} में नमी {since} से बहुत कम है।',
    or: '{room} ରେ ଆର୍ଦ୍ରତା {since} ଠାରୁ ବହୁତ କମ୍ ଅଛି।',
    gu: '{room} માં ભેજ {since} થી ખૂબ ઓછો છે.',
    fr: 'l’humidité de {room} est trop basse depuis {since}.',
    pt: 'a humidade em {room} está demasiado baixa desde {since}.',
  },
  no_data: {
    en: 'no reading from {room} since {since}.',
    hi: '{room} से {since} से कोई रीडिंग नहीं आई है।',
    or: '{room} ରୁ {since} ଠାରୁ କୌଣସି ରିଡିଂ ଆସିନାହିଁ।',
    gu: '{room} માંથી {since} થી કોઈ રીડિંગ આવ્યું નથી.',
    fr: 'aucune mesure de {room} depuis {since}.',
    pt: 'nenhuma leitura de {room} desde {since}.',
  },
};

const FRAME: Record<Language, { message: string; critical: string; act: string }> = {
  en: { message: '{company}: {critical}{what} {act}', critical: 'CRITICAL: ', act: 'Please check it and acknowledge the alert in the app.' },
  hi: { message: '{company}: {critical}{what} {act}', critical: 'गंभीर: ', act: 'कृपया जाँच करें और ऐप में अलर्ट स्वीकार करें।' },
  or: { message: '{company}: {critical}{what} {act}', critical: 'ଗୁରୁତର: ', act: 'ଦୟାକରି ଯାଞ୍ଚ କରନ୍ତୁ ଏବଂ ଆପ୍‌ରେ ସତର୍କତା ସ୍ୱୀକାର କରନ୍ତୁ।' },
  gu: { message: '{company}: {critical}{what} {act}', critical: 'ગંભીર: ', act: 'કૃપા કરીને તપાસો અને ઍપમાં ચેતવણી સ્વીકારો.' },
  fr: { message: '{company} : {critical}{what} {act}', critical: 'CRITIQUE : ', act: 'Vérifiez et prenez l’alerte en compte dans l’application.' },
  pt: { message: '{company}: {critical}{what} {act}', critical: 'CRÍTICO: ', act: 'Verifique e reconheça o alerta na aplicação.' },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The start of the alert as the company's clock shows it, in the reader's language (day, month and time). */
function sinceText(at: Date, language: Language, timeZone: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  // no-break spaces from Intl are not in the GSM alphabet; plain spaces read the same in an SMS
  return format.format(at).replace(/[\u00a0\u202f\u2009]/g, ' ');
}

export function alertSmsText(
  language: Language,
  values: { company: string; room: string; what: AlertSmsWhat; since: Date; timeZone: string; critical: boolean },
): string {
  const frame = FRAME[language] ?? FRAME.en;
  const what = fill(WHAT[values.what][language] ?? WHAT[values.what].en, { room: values.room, since: sinceText(values.since, language, values.timeZone) });
  return fill(frame.message, { company: values.company, critical: values.critical ? frame.critical : '', what, act: frame.act });
}
