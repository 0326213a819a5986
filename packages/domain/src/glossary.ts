/**
 * The product's core terms, one set per language (docs/glossary.md). The web app's translation files
 * carry the same words under `glossary.*` and the server's receipts (PDF, SMS) and pick-up SMS read them
 * from here, so the farmer meets one word for one thing everywhere; a test compares the three.
 *
 * Counted phrases hold `{{count}}` and are keyed by plural category (Intl.PluralRules): `other` is
 * always there; French and Portuguese also name `many` (a million and more); Arabic names all six
 * (zero, one, two, few, many, other).
 */
export const GLOSSARY_LANGUAGES = ['en', 'hi', 'or', 'gu', 'fr', 'pt', 'ha', 'yo', 'ig', 'sw', 'ar'] as const;
export type GlossaryLanguage = (typeof GLOSSARY_LANGUAGES)[number];

export interface Counted {
  one: string;
  many: string;
  other: string;
  /** Arabic's other forms (Intl.PluralRules: 0, 2, and 3–10); absent where the language has no such form. */
  zero?: string;
  two?: string;
  few?: string;
}

export interface Glossary {
  coldRoom: string;
  checkIn: string;
  checkOut: string;
  walkInCustomer: string;
  farmer: string;
  operator: string;
  serviceProvider: string;
  storageFee: string;
  timeToPickUp: string;
  /** The kilogram's sign after a number. */
  kg: string;
  crate: string;
  crates: Counted;
  days: Counted;
}

const counted = (one: string, other: string, many = other): Counted => ({ one, many, other });

export const GLOSSARY: Record<GlossaryLanguage, Glossary> = {
  en: {
    coldRoom: 'Cold room',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    walkInCustomer: 'Walk-in customer',
    farmer: 'Farmer',
    operator: 'Operator',
    serviceProvider: 'Service provider',
    storageFee: 'Storage fee',
    timeToPickUp: 'Time to pick up',
    kg: 'kg',
    crate: 'Crate',
    crates: counted('{{count}} crate', '{{count}} crates'),
    days: counted('{{count}} day', '{{count}} days'),
  },
  hi: {
    coldRoom: 'कोल्ड रूम',
    checkIn: 'चेक-इन',
    checkOut: 'चेक-आउट',
    walkInCustomer: 'बिना पंजीकरण ग्राहक',
    farmer: 'किसान',
    operator: 'ऑपरेटर',
    serviceProvider: 'सेवा प्रदाता',
    storageFee: 'भंडारण शुल्क',
    timeToPickUp: 'ले जाने का समय',
    kg: 'किग्रा',
    crate: 'क्रेट',
    crates: counted('{{count}} क्रेट', '{{count}} क्रेट'),
    days: counted('{{count}} दिन', '{{count}} दिन'),
  },
  or: {
    coldRoom: 'କୋଲ୍ଡ ରୁମ୍',
    checkIn: 'ଚେକ୍-ଇନ୍',
    checkOut: 'ଚେକ୍-ଆଉଟ୍',
    walkInCustomer: 'ପଞ୍ଜୀକରଣ ବିନା ଗ୍ରାହକ',
    farmer: 'ଚାଷୀ',
    operator: 'ଅପରେଟର',
    serviceProvider: 'ସେବା ପ୍ରଦାନକାରୀ',
    storageFee: 'ସଂରକ୍ଷଣ ଶୁଳ୍କ',
    timeToPickUp: 'ନେବା ସମୟ',
    kg: 'କିଗ୍ରା',
    crate: 'କ୍ରେଟ୍',
    crates: counted('{{count}}ଟି କ୍ରେଟ୍', '{{count}}ଟି କ୍ରେଟ୍'),
    days: counted('{{count}} ଦିନ', '{{count}} ଦିନ'),
  },
  gu: {
    coldRoom: 'કોલ્ડ રૂમ',
    checkIn: 'ચેક-ઇન',
    checkOut: 'ચેક-આઉટ',
    walkInCustomer: 'નોંધણી વગરના ગ્રાહક',
    farmer: 'ખેડૂત',
    operator: 'ઑપરેટર',
    serviceProvider: 'સેવા પ્રદાતા',
    storageFee: 'સંગ્રહ ફી',
    timeToPickUp: 'લઈ જવાનો સમય',
    kg: 'કિગ્રા',
    crate: 'ક્રેટ',
    crates: counted('{{count}} ક્રેટ', '{{count}} ક્રેટ'),
    days: counted('{{count}} દિવસ', '{{count}} દિવસ'),
  },
  fr: {
    coldRoom: 'Chambre froide',
    checkIn: 'Entrée',
    checkOut: 'Sortie',
    walkInCustomer: 'Client de passage',
    farmer: 'Agriculteur',
    operator: 'Opérateur',
    serviceProvider: 'Prestataire',
    storageFee: 'Frais de stockage',
    timeToPickUp: 'Délai de retrait',
    kg: 'kg',
    crate: 'Caisse',
    crates: counted('{{count}} caisse', '{{count}} caisses', '{{count}} de caisses'),
    days: counted('{{count}} jour', '{{count}} jours', '{{count}} de jours'),
  },
  pt: {
    coldRoom: 'Câmara frigorífica',
    checkIn: 'Entrada',
    checkOut: 'Saída',
    walkInCustomer: 'Cliente de passagem',
    farmer: 'Agricultor',
    operator: 'Operador',
    serviceProvider: 'Prestador',
    storageFee: 'Taxa de armazenamento',
    timeToPickUp: 'Prazo de levantamento',
    kg: 'kg',
    crate: 'Caixa',
    crates: counted('{{count}} caixa', '{{count}} caixas', '{{count}} de caixas'),
    days: counted('{{count}} dia', '{{count}} dias', '{{count}} de dias'),
  },
};

export function glossaryOf(language: string): Glossary {
  return (GLOSSARY as Record<string, Glossary>)[language] ?? GLOSSARY.en;
}

const plurals = new Map<string, Intl.PluralRules>();

/** "3 crates", "1 day": the counted phrase for the number, already written in the language's digits. */
export function countedTerm(language: string, phrase: Counted, count: number, written: string = String(count)): string {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  const category = rules.select(count);
  const template = (category === 'other' ? undefined : phrase[category]) ?? phrase.other;
  return template.replace('{{count}}', written);
}
