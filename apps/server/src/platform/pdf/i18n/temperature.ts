import type { Language } from '@coldroom/contract';

/**
 * A lot's temperature record on a check-out receipt (docs/cold-chain-rules.md §6), one typed entry per
 * language. Placeholders: {range}, {limit}, {date}, {duration}, {count}, {covered}, {stored}, {lowest},
 * {highest}, {h}, {m}.
 */
export interface TemperatureStrings {
  heading: string;
  throughout: string;
  above: string;
  below: string;
  /** Added when there were several stretches out of range. */
  total: string;
  /** No minute out of range, but the readings leave gaps longer than the no-data time. */
  gaps: string;
  noRecord: string;
  /** A crop without a published range: the extremes only. */
  noRange: string;
  hoursMinutes: string;
  hours: string;
  minutes: string;
}

export const TEMPERATURE_STRINGS: Record<Language, TemperatureStrings> = {
  en: {
    heading: 'Temperature in storage',
    throughout: 'Kept at {range} throughout',
    above: '{duration} above {limit} on {date}',
    below: '{duration} below {limit} on {date}',
    total: '{duration} out of range in all ({count} times)',
    gaps: 'Never outside {range} in the readings, which cover {covered} of {stored}',
    noRecord: 'No temperature record',
    noRange: 'Readings between {lowest} and {highest}',
    hoursMinutes: '{h} h {m} min',
    hours: '{h} h',
    minutes: '{m} min',
  },
  hi: {
    heading: 'भंडारण में तापमान',
    throughout: 'पूरे समय {range} पर रखा गया',
    above: '{date} को {duration} तक {limit} से ऊपर',
    below: '{date} को {duration} तक {limit} से नीचे',
    total: 'कुल {duration} सीमा से बाहर ({count} बार)',
    gaps: 'रीडिंग में कभी {range} से बाहर नहीं, पर रीडिंग {stored} में से केवल {covered} की हैं',
    noRecord: 'तापमान का कोई रिकॉर्ड नहीं',
    noRange: 'रीडिंग {lowest} और {highest} के बीच',
    hoursMinutes: '{h} घंटे {m} मिनट',
    hours: '{h} घंटे',
    minutes: '{m} मिनट',
  },
  or: {
    heading: 'ସଂରକ୍ଷଣ ସମୟରେ ତାପମାତ୍ରା',
    throughout: 'ସମଗ୍ର ସମୟ {range} ରେ ରଖାଯାଇଥିଲା',
    above: '{date} ରେ {duration} ପାଇଁ {limit} ରୁ ଅଧିକ',
    below: '{date} ରେ {duration} ପାଇଁ {limit} ରୁ କମ୍',
    total: 'ମୋଟ {duration} ସୀମା ବାହାରେ ({count} ଥର)',
    gaps: 'ରିଡିଂରେ କେବେ {range} ବାହାରେ ନୁହେଁ, କିନ୍ତୁ ରିଡିଂ {stored} ମଧ୍ୟରୁ କେବଳ {covered} ର',
    noRecord: 'ତାପମାତ୍ରାର କୌଣସି ରେକର୍ଡ ନାହିଁ',
    noRange: '{lowest} ଓ {highest} ମଧ୍ୟରେ ରିଡିଂ',
    hoursMinutes: '{h} ଘଣ୍ଟା {m} ମିନିଟ୍',
    hours: '{h} ଘଣ୍ଟା',
    minutes: '{m} ମିନିଟ୍',
  },
  gu: {
    heading: 'સંગ્રહ દરમિયાન તાપમાન',
    throughout: 'આખો સમય {range} પર રાખ્યું',
    above: '{date} ના રોજ {duration} સુધી {limit} થી ઉપર',
    below: '{date} ના રોજ {duration} સુધી {limit} થી નીચે',
    total: 'કુલ {duration} મર્યાદા બહાર ({count} વખત)',
    gaps: 'રીડિંગમાં ક્યારેય {range} ની બહાર નહીં, પણ રીડિંગ {stored} માંથી ફક્ત {covered} ના છે',
    noRecord: 'તાપમાનનો કોઈ રેકોર્ડ નથી',
    noRange: '{lowest} અને {highest} વચ્ચેના રીડિંગ',
    hoursMinutes: '{h} કલાક {m} મિનિટ',
    hours: '{h} કલાક',
    minutes: '{m} મિનિટ',
  },
  fr: {
    heading: 'Température pendant le stockage',
    throughout: 'Conservé à {range} en permanence',
    above: '{duration} au-dessus de {limit} le {date}',
    below: '{duration} en dessous de {limit} le {date}',
    total: '{duration} hors plage au total ({count} fois)',
    gaps: 'Jamais hors de {range} dans les relevés, qui couvrent {covered} sur {stored}',
    noRecord: 'Aucun relevé de température',
    noRange: 'Relevés entre {lowest} et {highest}',
    hoursMinutes: '{h} h {m} min',
    hours: '{h} h',
    minutes: '{m} min',
  },
  pt: {
    heading: 'Temperatura no armazenamento',
    throughout: 'Mantido a {range} o tempo todo',
    above: '{duration} acima de {limit} em {date}',
    below: '{duration} abaixo de {limit} em {date}',
    total: '{duration} fora da faixa no total ({count} vezes)',
    gaps: 'Nunca fora de {range} nas leituras, que cobrem {covered} de {stored}',
    noRecord: 'Sem registo de temperatura',
    noRange: 'Leituras entre {lowest} e {highest}',
    hoursMinutes: '{h} h {m} min',
    hours: '{h} h',
    minutes: '{m} min',
  },
  ha: {
    heading: 'Yanayin zafi lokacin ajiya',
    throughout: 'An ajiye a {range} har ƙarshe',
    above: '{duration} sama da {limit} ranar {date}',
    below: '{duration} ƙasa da {limit} ranar {date}',
    total: '{duration} a wajen iyaka gaba ɗaya (sau {count})',
    gaps: 'Bai taɓa fita daga {range} a cikin alƙaluman ba, waɗanda suka rufe {covered} cikin {stored}',
    noRecord: 'Babu rikodin yanayin zafi',
    noRange: 'Alƙaluma tsakanin {lowest} da {highest}',
    hoursMinutes: 'awa {h} minti {m}',
    hours: 'awa {h}',
    minutes: 'minti {m}',
  },
  yo: {
    heading: 'Ìwọ̀n ooru nígbà ìpamọ́',
    throughout: 'Ó wà ní {range} ní gbogbo ìgbà',
    above: '{duration} lókè {limit} ní {date}',
    below: '{duration} nísàlẹ̀ {limit} ní {date}',
    total: '{duration} lóde ààlà lápapọ̀ (ìgbà {count})',
    gaps: 'Kò kọjá {range} rí nínú ìwọ̀n, èyí tó bo {covered} nínú {stored}',
    noRecord: 'Kò sí àkọsílẹ̀ ìwọ̀n ooru',
    noRange: 'Ìwọ̀n láàárín {lowest} àti {highest}',
    hoursMinutes: 'wákàtí {h} ìṣẹ́jú {m}',
    hours: 'wákàtí {h}',
    minutes: 'ìṣẹ́jú {m}',
  },
  ig: {
    heading: 'Okpomọkụ mgbe e debere ya',
    throughout: 'E debere ya na {range} oge niile',
    above: '{duration} karịa {limit} na {date}',
    below: '{duration} n\'okpuru {limit} na {date}',
    total: '{duration} n\'èzí oke n\'ozuzu (ugboro {count})',
    gaps: 'Ọ pụtaghị n\'èzí {range} n\'ihe a gụrụ, nke na-ekpuchi {covered} n\'ime {stored}',
    noRecord: 'Ọ dịghị ndekọ okpomọkụ',
    noRange: 'Ihe a gụrụ n\'etiti {lowest} na {highest}',
    hoursMinutes: 'awa {h} nkeji {m}',
    hours: 'awa {h}',
    minutes: 'nkeji {m}',
  },
  sw: {
    heading: 'Joto wakati wa kuhifadhi',
    throughout: 'Ilikaa kwenye {range} muda wote',
    above: '{duration} juu ya {limit} tarehe {date}',
    below: '{duration} chini ya {limit} tarehe {date}',
    total: '{duration} nje ya kiwango kwa jumla (mara {count})',
    gaps: 'Haikuwahi kuwa nje ya {range} kwenye vipimo, vinavyohusu {covered} kati ya {stored}',
    noRecord: 'Hakuna kumbukumbu ya joto',
    noRange: 'Vipimo kati ya {lowest} na {highest}',
    hoursMinutes: 'saa {h} dakika {m}',
    hours: 'saa {h}',
    minutes: 'dakika {m}',
  },
  ar: {
    heading: 'درجة الحرارة أثناء التخزين',
    throughout: 'حُفظ في {range} طوال الوقت',
    above: '{duration} فوق {limit} في {date}',
    below: '{duration} تحت {limit} في {date}',
    total: '{duration} خارج المجال في المجموع (عدد المرات: {count})',
    gaps: 'لم يخرج عن {range} في القراءات، وهي تغطي {covered} من {stored}',
    noRecord: 'لا يوجد سجل درجة حرارة',
    noRange: 'قراءات بين {lowest} و{highest}',
    hoursMinutes: '{h} ساعة {m} دقيقة',
    hours: '{h} ساعة',
    minutes: '{m} دقيقة',
  },
};
