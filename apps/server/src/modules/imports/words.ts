/**
 * Words of imports in the six languages: template headers (also recognised as headers of any upload),
 * the rejected rows' reasons and the welcome SMS. The web has the same texts under `imports.*`.
 */
import type { ImportField, ImportProblemCode, Language } from '@coldroom/contract';

export const FIELD_NAMES: Record<ImportField, Record<Language, string>> = {
  "first_name": {
    "en": "First name",
    "hi": "पहला नाम",
    "or": "ପ୍ରଥମ ନାମ",
    "gu": "પ્રથમ નામ",
    "fr": "Prénom",
    "pt": "Nome próprio"
  },
  "last_name": {
    "en": "Last name",
    "hi": "उपनाम",
    "or": "ଉପନାମ",
    "gu": "અટક",
    "fr": "Nom de famille",
    "pt": "Apelido"
  },
  "phone": {
    "en": "Phone",
    "hi": "फ़ोन",
    "or": "ଫୋନ୍",
    "gu": "ફોન",
    "fr": "Téléphone",
    "pt": "Telefone"
  },
  "gender": {
    "en": "Gender",
    "hi": "लिंग",
    "or": "ଲିଙ୍ଗ",
    "gu": "લિંગ",
    "fr": "Genre",
    "pt": "Género"
  },
  "language": {
    "en": "Language",
    "hi": "भाषा",
    "or": "ଭାଷା",
    "gu": "ભાષા",
    "fr": "Langue",
    "pt": "Idioma"
  },
  "parent_name": {
    "en": "Parent name",
    "hi": "माता/पिता का नाम",
    "or": "ପିତାମାତାଙ୍କ ନାମ",
    "gu": "માતા/પિતાનું નામ",
    "fr": "Nom du parent",
    "pt": "Nome do pai ou da mãe"
  },
  "user_code": {
    "en": "User code",
    "hi": "उपयोगकर्ता कोड",
    "or": "ବ୍ୟବହାରକାରୀ କୋଡ୍",
    "gu": "વપરાશકર્તા કોડ",
    "fr": "Code utilisateur",
    "pt": "Código de utilizador"
  },
  "village": {
    "en": "Village",
    "hi": "गाँव",
    "or": "ଗ୍ରାମ",
    "gu": "ગામ",
    "fr": "Village",
    "pt": "Aldeia"
  },
  "room_name": {
    "en": "Room name",
    "hi": "कक्ष का नाम",
    "or": "କକ୍ଷର ନାମ",
    "gu": "રૂમનું નામ",
    "fr": "Nom de la chambre",
    "pt": "Nome da câmara"
  },
  "location": {
    "en": "Location",
    "hi": "स्थान",
    "or": "ସ୍ଥାନ",
    "gu": "સ્થળ",
    "fr": "Site",
    "pt": "Local"
  },
  "type": {
    "en": "Room type",
    "hi": "कक्ष का प्रकार",
    "or": "କକ୍ଷର ପ୍ରକାର",
    "gu": "રૂમનો પ્રકાર",
    "fr": "Type de chambre",
    "pt": "Tipo de câmara"
  },
  "capacity": {
    "en": "Capacity",
    "hi": "क्षमता",
    "or": "କ୍ଷମତା",
    "gu": "ક્ષમતા",
    "fr": "Capacité",
    "pt": "Capacidade"
  },
  "metric": {
    "en": "Measured in",
    "hi": "माप की इकाई",
    "or": "ମାପର ଏକକ",
    "gu": "માપનો એકમ",
    "fr": "Unité de mesure",
    "pt": "Unidade de medida"
  },
  "crop": {
    "en": "Crop",
    "hi": "फसल",
    "or": "ଫସଲ",
    "gu": "પાક",
    "fr": "Culture",
    "pt": "Cultura"
  },
  "pricing": {
    "en": "Pricing",
    "hi": "मूल्य का प्रकार",
    "or": "ମୂଲ୍ୟର ପ୍ରକାର",
    "gu": "ભાવનો પ્રકાર",
    "fr": "Tarification",
    "pt": "Tipo de preço"
  },
  "price": {
    "en": "Price",
    "hi": "मूल्य",
    "or": "ମୂଲ୍ୟ",
    "gu": "ભાવ",
    "fr": "Prix",
    "pt": "Preço"
  },
  "amount": {
    "en": "Amount owed",
    "hi": "बकाया राशि",
    "or": "ବକେୟା ରାଶି",
    "gu": "બાકી રકમ",
    "fr": "Montant dû",
    "pt": "Montante em dívida"
  },
  "date": {
    "en": "Owed since",
    "hi": "कब से बकाया",
    "or": "କେବେଠାରୁ ବକେୟା",
    "gu": "ક્યારથી બાકી",
    "fr": "Dû depuis le",
    "pt": "Em dívida desde"
  },
  "note": {
    "en": "Note",
    "hi": "टिप्पणी",
    "or": "ଟିପ୍ପଣୀ",
    "gu": "નોંધ",
    "fr": "Remarque",
    "pt": "Nota"
  }
};

/** `{field}` is the column's name, `{row}` the other row. */
export const PROBLEM_TEXTS: Record<ImportProblemCode, Record<Language, string>> = {
  "required": {
    "en": "{field}: a value is required",
    "hi": "{field}: यह भरना ज़रूरी है",
    "or": "{field}: ଏହା ଭରିବା ଆବଶ୍ୟକ",
    "gu": "{field}: આ ભરવું જરૂરી છે",
    "fr": "{field} : valeur obligatoire",
    "pt": "{field}: valor obrigatório"
  },
  "too_long": {
    "en": "{field}: too long",
    "hi": "{field}: बहुत लंबा है",
    "or": "{field}: ବହୁତ ଲମ୍ବା",
    "gu": "{field}: ખૂબ લાંબું છે",
    "fr": "{field} : trop long",
    "pt": "{field}: demasiado longo"
  },
  "formula_in_cell": {
    "en": "{field}: the cell holds a formula; type the value instead",
    "hi": "{field}: कोष्ठ में सूत्र है; उसकी जगह मान लिखें",
    "or": "{field}: ଘରେ ସୂତ୍ର ଅଛି; ତା ବଦଳରେ ମୂଲ୍ୟ ଲେଖନ୍ତୁ",
    "gu": "{field}: ખાનામાં સૂત્ર છે; તેના બદલે કિંમત લખો",
    "fr": "{field} : la cellule contient une formule ; saisissez la valeur",
    "pt": "{field}: a célula tem uma fórmula; escreva o valor"
  },
  "bad_phone": {
    "en": "{field}: not a valid phone number",
    "hi": "{field}: मान्य फ़ोन नंबर नहीं है",
    "or": "{field}: ବୈଧ ଫୋନ୍ ନମ୍ବର ନୁହେଁ",
    "gu": "{field}: માન્ય ફોન નંબર નથી",
    "fr": "{field} : numéro de téléphone non valide",
    "pt": "{field}: número de telefone inválido"
  },
  "phone_other_country": {
    "en": "{field}: a phone number of another country than the company's",
    "hi": "{field}: यह कंपनी के देश का नहीं, किसी दूसरे देश का नंबर है",
    "or": "{field}: ଏହା କମ୍ପାନୀର ଦେଶର ନୁହେଁ, ଅନ୍ୟ ଦେଶର ନମ୍ବର",
    "gu": "{field}: આ કંપનીના દેશનો નહીં, બીજા દેશનો નંબર છે",
    "fr": "{field} : numéro d'un autre pays que celui de l'entreprise",
    "pt": "{field}: número de outro país que não o da empresa"
  },
  "duplicate_in_file": {
    "en": "{field}: the same as row {row} of this file",
    "hi": "{field}: इसी फ़ाइल की पंक्ति {row} जैसा ही",
    "or": "{field}: ଏହି ଫାଇଲର ଧାଡ଼ି {row} ସହ ସମାନ",
    "gu": "{field}: આ જ ફાઇલની હરોળ {row} જેવું જ",
    "fr": "{field} : identique à la ligne {row} de ce fichier",
    "pt": "{field}: igual à linha {row} deste ficheiro"
  },
  "phone_taken": {
    "en": "{field}: already registered to someone who is not a farmer of this company (link them by their user code)",
    "hi": "{field}: पहले से किसी ऐसे व्यक्ति के नाम है जो इस कंपनी का किसान नहीं (उपयोगकर्ता कोड से जोड़ें)",
    "or": "{field}: ପୂର୍ବରୁ ଏପରି ଜଣଙ୍କ ନାମରେ ଅଛି ଯିଏ ଏହି କମ୍ପାନୀର କୃଷକ ନୁହଁନ୍ତି (ବ୍ୟବହାରକାରୀ କୋଡ୍ ଦ୍ୱାରା ଯୋଡ଼ନ୍ତୁ)",
    "gu": "{field}: પહેલેથી એવી વ્યક્તિના નામે છે જે આ કંપનીના ખેડૂત નથી (વપરાશકર્તા કોડથી જોડો)",
    "fr": "{field} : déjà enregistré pour une personne qui n'est pas agriculteur de cette entreprise (reliez-la par son code utilisateur)",
    "pt": "{field}: já registado para alguém que não é agricultor desta empresa (ligue-o pelo código de utilizador)"
  },
  "bad_gender": {
    "en": "{field}: use male, female or other",
    "hi": "{field}: पुरुष, महिला या अन्य लिखें",
    "or": "{field}: ପୁରୁଷ, ମହିଳା କିମ୍ବା ଅନ୍ୟ ଲେଖନ୍ତୁ",
    "gu": "{field}: પુરુષ, મહિલા અથવા અન્ય લખો",
    "fr": "{field} : indiquez homme, femme ou autre",
    "pt": "{field}: use homem, mulher ou outro"
  },
  "bad_language": {
    "en": "{field}: use en, hi, or, gu, fr or pt",
    "hi": "{field}: en, hi, or, gu, fr या pt लिखें",
    "or": "{field}: en, hi, or, gu, fr କିମ୍ବା pt ଲେଖନ୍ତୁ",
    "gu": "{field}: en, hi, or, gu, fr અથવા pt લખો",
    "fr": "{field} : indiquez en, hi, or, gu, fr ou pt",
    "pt": "{field}: use en, hi, or, gu, fr ou pt"
  },
  "bad_user_code": {
    "en": "{field}: 8 letters and digits",
    "hi": "{field}: 8 अक्षर और अंक",
    "or": "{field}: 8ଟି ଅକ୍ଷର ଓ ଅଙ୍କ",
    "gu": "{field}: 8 અક્ષરો અને અંકો",
    "fr": "{field} : 8 lettres et chiffres",
    "pt": "{field}: 8 letras e algarismos"
  },
  "user_code_taken": {
    "en": "{field}: another farmer already has this code",
    "hi": "{field}: यह कोड किसी दूसरे किसान का है",
    "or": "{field}: ଏହି କୋଡ୍ ଅନ୍ୟ ଜଣେ କୃଷକଙ୍କର",
    "gu": "{field}: આ કોડ બીજા ખેડૂતનો છે",
    "fr": "{field} : un autre agriculteur a déjà ce code",
    "pt": "{field}: outro agricultor já tem este código"
  },
  "unknown_location": {
    "en": "{field}: no location of the company has this name",
    "hi": "{field}: कंपनी का इस नाम का कोई स्थान नहीं",
    "or": "{field}: କମ୍ପାନୀର ଏହି ନାମରେ କୌଣସି ସ୍ଥାନ ନାହିଁ",
    "gu": "{field}: કંપનીનું આ નામનું કોઈ સ્થળ નથી",
    "fr": "{field} : aucun site de l'entreprise ne porte ce nom",
    "pt": "{field}: nenhum local da empresa tem este nome"
  },
  "bad_type": {
    "en": "{field}: use farm_gate, market, movable or other",
    "hi": "{field}: farm_gate, market, movable या other लिखें",
    "or": "{field}: farm_gate, market, movable କିମ୍ବା other ଲେଖନ୍ତୁ",
    "gu": "{field}: farm_gate, market, movable અથવા other લખો",
    "fr": "{field} : indiquez farm_gate, market, movable ou other",
    "pt": "{field}: use farm_gate, market, movable ou other"
  },
  "bad_capacity": {
    "en": "{field}: a whole number from 1 to 1,000,000",
    "hi": "{field}: 1 से 1,000,000 तक की पूर्ण संख्या",
    "or": "{field}: 1 ରୁ 1,000,000 ପର୍ଯ୍ୟନ୍ତ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା",
    "gu": "{field}: 1 થી 1,000,000 સુધીની પૂર્ણ સંખ્યા",
    "fr": "{field} : un nombre entier de 1 à 1 000 000",
    "pt": "{field}: um número inteiro de 1 a 1 000 000"
  },
  "bad_metric": {
    "en": "{field}: use crates or kg",
    "hi": "{field}: crates या kg लिखें",
    "or": "{field}: crates କିମ୍ବା kg ଲେଖନ୍ତୁ",
    "gu": "{field}: crates અથવા kg લખો",
    "fr": "{field} : indiquez crates ou kg",
    "pt": "{field}: use crates ou kg"
  },
  "unknown_crop": {
    "en": "{field}: not a crop of the catalogue",
    "hi": "{field}: सूची में यह फसल नहीं है",
    "or": "{field}: ତାଲିକାରେ ଏହି ଫସଲ ନାହିଁ",
    "gu": "{field}: સૂચિમાં આ પાક નથી",
    "fr": "{field} : culture absente du catalogue",
    "pt": "{field}: cultura fora do catálogo"
  },
  "bad_pricing": {
    "en": "{field}: use fixed or daily",
    "hi": "{field}: fixed या daily लिखें",
    "or": "{field}: fixed କିମ୍ବା daily ଲେଖନ୍ତୁ",
    "gu": "{field}: fixed અથવા daily લખો",
    "fr": "{field} : indiquez fixed ou daily",
    "pt": "{field}: use fixed ou daily"
  },
  "bad_amount": {
    "en": "{field}: not an amount in the company currency (no thousands separators)",
    "hi": "{field}: कंपनी की मुद्रा में राशि नहीं (हज़ार के विभाजक न लगाएँ)",
    "or": "{field}: କମ୍ପାନୀର ମୁଦ୍ରାରେ ରାଶି ନୁହେଁ (ହଜାର ବିଭାଜକ ଦିଅନ୍ତୁ ନାହିଁ)",
    "gu": "{field}: કંપનીના ચલણમાં રકમ નથી (હજારના વિભાજક ન મૂકો)",
    "fr": "{field} : pas un montant dans la devise de l'entreprise (sans séparateur de milliers)",
    "pt": "{field}: não é um montante na moeda da empresa (sem separador de milhares)"
  },
  "room_fields_differ": {
    "en": "{field}: differs from row {row} of the same room",
    "hi": "{field}: उसी कक्ष की पंक्ति {row} से अलग है",
    "or": "{field}: ସେହି କକ୍ଷର ଧାଡ଼ି {row} ଠାରୁ ଭିନ୍ନ",
    "gu": "{field}: એ જ રૂમની હરોળ {row} થી અલગ છે",
    "fr": "{field} : diffère de la ligne {row} de la même chambre",
    "pt": "{field}: difere da linha {row} da mesma câmara"
  },
  "unknown_farmer": {
    "en": "{field}: no farmer of this company has this phone (import the farmers first)",
    "hi": "{field}: इस कंपनी के किसी किसान का यह फ़ोन नहीं (पहले किसान आयात करें)",
    "or": "{field}: ଏହି କମ୍ପାନୀର କୌଣସି କୃଷକଙ୍କର ଏହି ଫୋନ୍ ନାହିଁ (ପ୍ରଥମେ କୃଷକମାନଙ୍କୁ ଆମଦାନୀ କରନ୍ତୁ)",
    "gu": "{field}: આ કંપનીના કોઈ ખેડૂતનો આ ફોન નથી (પહેલા ખેડૂતો આયાત કરો)",
    "fr": "{field} : aucun agriculteur de l'entreprise n'a ce numéro (importez d'abord les agriculteurs)",
    "pt": "{field}: nenhum agricultor da empresa tem este telefone (importe primeiro os agricultores)"
  },
  "bad_date": {
    "en": "{field}: not a date (use YYYY-MM-DD or DD/MM/YYYY)",
    "hi": "{field}: तारीख़ नहीं (YYYY-MM-DD या DD/MM/YYYY लिखें)",
    "or": "{field}: ତାରିଖ ନୁହେଁ (YYYY-MM-DD କିମ୍ବା DD/MM/YYYY ଲେଖନ୍ତୁ)",
    "gu": "{field}: તારીખ નથી (YYYY-MM-DD અથવા DD/MM/YYYY લખો)",
    "fr": "{field} : pas une date (AAAA-MM-JJ ou JJ/MM/AAAA)",
    "pt": "{field}: não é uma data (AAAA-MM-DD ou DD/MM/AAAA)"
  },
  "date_in_future": {
    "en": "{field}: the date is after today",
    "hi": "{field}: तारीख़ आज के बाद की है",
    "or": "{field}: ତାରିଖ ଆଜି ପରେ",
    "gu": "{field}: તારીખ આજ પછીની છે",
    "fr": "{field} : la date est après aujourd'hui",
    "pt": "{field}: a data é depois de hoje"
  },
  "balance_exists": {
    "en": "{field}: this farmer already has another opening balance",
    "hi": "{field}: इस किसान का दूसरा प्रारंभिक बकाया पहले से दर्ज है",
    "or": "{field}: ଏହି କୃଷକଙ୍କର ଅନ୍ୟ ଏକ ପ୍ରାରମ୍ଭିକ ବକେୟା ପୂର୍ବରୁ ଅଛି",
    "gu": "{field}: આ ખેડૂતનું બીજું શરૂઆતી બાકી પહેલેથી નોંધાયેલું છે",
    "fr": "{field} : cet agriculteur a déjà un autre solde d'ouverture",
    "pt": "{field}: este agricultor já tem outro saldo inicial"
  }
};

export const REASON_HEADER: Record<Language, string> = {"en": "Reason", "hi": "कारण", "or": "କାରଣ", "gu": "કારણ", "fr": "Motif", "pt": "Motivo"};

export const WELCOME_SMS: Record<Language, string> = {
  "en": "Welcome to {company}. Your farmer code is {code}. Show it when you bring produce.",
  "hi": "{company} में आपका स्वागत है। आपका किसान कोड {code} है। उपज लाते समय इसे दिखाएँ।",
  "or": "{company}ରେ ଆପଣଙ୍କୁ ସ୍ୱାଗତ। ଆପଣଙ୍କ କୃଷକ କୋଡ୍ {code}। ଫସଲ ଆଣିବା ବେଳେ ଏହା ଦେଖାନ୍ତୁ।",
  "gu": "{company}માં આપનું સ્વાગત છે. તમારો ખેડૂત કોડ {code} છે. પાક લાવો ત્યારે તે બતાવો.",
  "fr": "Bienvenue chez {company}. Votre code agriculteur est {code}. Montrez-le quand vous apportez vos produits.",
  "pt": "Bem-vindo à {company}. O seu código de agricultor é {code}. Mostre-o quando trouxer produtos."
};

export const TEMPLATE_EXAMPLES = {"farmers": ["Amina", "Bello", "+2348030000001", "female", "en", "Musa Bello", "", "Ikeja"], "rooms": ["Room A", "Main site", "farm_gate", "100", "crates", "Tomato", "daily", "50.00"], "balances": ["+2348030000001", "1500.00", "2024-01-31", "Old ledger"]} as const;
