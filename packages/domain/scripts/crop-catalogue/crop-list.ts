/**
 * The catalogue's hand-written inputs: which row of each CSV is which crop (the two tables name
 * some crops differently, e.g. "Beans" and "Green beans", "Tapioca (Cassava)"), its stable id,
 * its names in the app's eleven languages, and facts added from a named source where both tables are
 * silent. Names are the ones sold under at markets (Hindi भिंडी, Odia ଭେଣ୍ଡି, Gujarati ભીંડા for okra);
 * Nigerian leaves with no Indian name are transliterated.
 */
import type { CropNameLanguage, CropType } from '../../src/crops/types';

/** Which relative-humidity guidance applies (kader-2002), when no commodity value is known. */
export type HumidityClass = 'fruit' | 'vegetable' | 'dry' | 'wet_root' | 'none';

export interface AddedFacts {
  source: string;
  temperature?: string;
  storage_life?: string;
  relative_humidity?: string;
}

export interface CropListEntry {
  id: string;
  /** Row of crop-kinetics.csv: its name, and for the generic rows "name|crop_type". */
  kinetics?: string;
  /** Row of crop-storage.csv. */
  storage?: string;
  /** Needed when no CSV gives a type, or to correct one (stated in notes). */
  type?: CropType;
  humidity?: HumidityClass;
  names: Record<CropNameLanguage, string>;
  added?: AddedFacts;
  notes?: string;
}

function n(
  en: string,
  hi: string,
  or: string,
  gu: string,
  fr: string,
  pt: string,
  ha: string,
  yo: string,
  ig: string,
  sw: string,
  ar: string,
): Record<CropNameLanguage, string> {
  return { en, hi, or, gu, fr, pt, ha, yo, ig, sw, ar };
}

export const CROP_LIST: readonly CropListEntry[] = [
  { id: 'african-star-apple', kinetics: 'African star apple', storage: 'African star apple', names: n('African star apple (agbalumo)', 'अफ़्रीकी स्टार एप्पल', 'ଆଫ୍ରିକୀୟ ଷ୍ଟାର ଆପଲ', 'આફ્રિકન સ્ટાર એપલ', 'caïmite africaine', 'caimito-africano', 'agbalumo (african star apple)', 'Àgbálùmọ̀', 'Udara', 'agbalumo (tunda nyota la Afrika)', 'تفاح النجمة الأفريقي (أغبالومو)') },
  { id: 'apple', kinetics: 'Apple', storage: 'Apple', names: n('Apple', 'सेब', 'ସେଓ', 'સફરજન', 'pomme', 'maçã', 'tuffa', 'Ápù', 'Apụl', 'tufaha', 'تفاح') },
  { id: 'avocado', kinetics: 'Avocado', storage: 'Avocado', names: n('Avocado', 'एवोकाडो', 'ଆଭୋକାଡୋ', 'એવોકાડો', 'avocat', 'abacate', 'piya (avocado)', 'Píà (avocado)', 'Ube bekee (avocado)', 'parachichi', 'أفوكادو') },
  { id: 'banana', kinetics: 'Banana', storage: 'Banana', names: n('Banana', 'केला', 'କଦଳୀ', 'કેળાં', 'banane', 'banana', 'ayaba', 'Ọ̀gẹ̀dẹ̀ wẹ́wẹ́', 'Unere', 'ndizi', 'موز') },
  { id: 'bathua', kinetics: 'Bathua (Chenopodium)', storage: 'Bathua (Chenopodium)', names: n('Bathua (chenopodium)', 'बथुआ', 'ବଥୁଆ ଶାଗ', 'ચીલની ભાજી', 'chénopode blanc', 'ançarinha-branca', 'bathua (ganyen chenopodium)', 'Ewé bathua (chenopodium)', 'Bathua (akwụkwọ nri India)', 'bathua (mboga ya majani)', 'الزربيح (رجل الإوزة)') },
  { id: 'beetroot', kinetics: 'Beetroot', storage: 'Beetroot', humidity: 'wet_root', names: n('Beetroot', 'चुकंदर', 'ବିଟ୍', 'બીટ', 'betterave', 'beterraba', 'bitrut (beetroot)', 'Bítírúùtù', 'Bitrut', 'kiazi sukari (beetroot)', 'شمندر (بنجر)') },
  { id: 'bell-pepper', kinetics: 'Capsicum (Bell Pepper)', storage: 'Capsicum (Bell Pepper)', names: n('Bell pepper (capsicum)', 'शिमला मिर्च', 'ସିମଲା ଲଙ୍କା', 'સિમલા મરચાં', 'poivron', 'pimento', 'tattasai', 'Tàtàṣé', 'Tatashe', 'pilipili hoho', 'فلفل رومي') },
  { id: 'bitter-gourd', kinetics: 'Bitter Gourd', storage: 'Bitter Gourd', names: n('Bitter gourd', 'करेला', 'କଲରା', 'કારેલાં', 'margose', 'melão-de-são-caetano', 'kabewa mai ɗaci (bitter gourd)', 'Ejìnrìn (bitter gourd)', 'Bitter gourd (karela)', 'karela', 'القرع المر') },
  { id: 'bitter-leaf', kinetics: 'Bitter Leaf', storage: 'Bitter Leaf', names: n('Bitter leaf (onugbu)', 'बिटर लीफ़', 'ବିଟର ଲିଫ୍', 'બિટર લીફ', 'ndolé (vernonia)', 'folha-amarga (vernónia)', 'shuwaka', 'Ewúro', 'Onugbu', 'mboga chungu (onugbu)', 'الورق المر (أونوغبو)') },
  { id: 'bottle-gourd', kinetics: 'Bottle Gourd', storage: 'Bottle Gourd', names: n('Bottle gourd', 'लौकी', 'ଲାଉ', 'દૂધી', 'calebasse', 'cabaça', 'duma (bottle gourd)', 'Akèrèngbè (bottle gourd)', 'Ọba (bottle gourd)', 'mumunye', 'قرع العسل (القرعة)') },
  { id: 'brinjal', kinetics: 'Brinjal (Aubergine)', storage: 'Brinjal (Aubergine)', names: n('Brinjal (aubergine)', 'बैंगन', 'ବାଇଗଣ', 'રીંગણ', 'aubergine', 'beringela', 'gauta (aubergine)', 'Igbá (garden egg)', 'Aṅara', 'biringanya', 'باذنجان') },
  { id: 'broccoli', kinetics: 'Broccoli', storage: 'Broccoli', names: n('Broccoli', 'ब्रोकली', 'ବ୍ରୋକୋଲି', 'બ્રોકોલી', 'brocoli', 'brócolos', 'burokoli', 'Bùrókọ́lì', 'Brokoli', 'brokoli', 'بروكلي') },
  { id: 'cabbage', kinetics: 'Cabbage', storage: 'Cabbage', names: n('Cabbage', 'पत्ता गोभी', 'ବନ୍ଧାକୋବି', 'કોબીજ', 'chou', 'repolho', 'kabeji', 'Kábéèjì', 'Kabeeji', 'kabichi', 'كرنب (ملفوف)') },
  { id: 'carrot', kinetics: 'Carrot', storage: 'Carrot', humidity: 'wet_root', names: n('Carrot', 'गाजर', 'ଗାଜର', 'ગાજર', 'carotte', 'cenoura', 'karas', 'Kárọ́ọ̀tì', 'Karọt', 'karoti', 'جزر') },
  { id: 'cassava', kinetics: 'Tapioca (Cassava)', storage: 'Tapioca (Cassava)', names: n('Cassava (tapioca)', 'कसावा (टैपिओका)', 'ଶିମିଳି ଆଳୁ', 'કસાવા', 'manioc', 'mandioca', 'rogo', 'Ẹ̀gẹ́', 'Akpụ', 'muhogo', 'كسافا (منيهوت)') },
  { id: 'cauliflower', kinetics: 'Cauliflower', storage: 'Cauliflower', names: n('Cauliflower', 'फूलगोभी', 'ଫୁଲକୋବି', 'ફૂલકોબી', 'chou-fleur', 'couve-flor', 'farin kabeji (cauliflower)', 'Kọ́lífláwà', 'Kọliflawa', 'koliflawa', 'قرنبيط') },
  {
    id: 'cocoyam', kinetics: 'Colacasia', storage: 'Colacasia',
    names: n('Cocoyam (colocasia)', 'कोलोकेशिया (अरबी)', 'କୋଲୋକେସିଆ (ସାରୁ)', 'કોલોકેશિયા (અળવી)', 'colocase', 'colocásia', 'gwaza', 'Kókò', 'Ede', 'magimbi', 'القلقاس الأفريقي (كوكويام)'),
    notes: 'Colocasia esculenta, as "Taro root"; both tables list the two separately, so both are kept.',
  },
  { id: 'coriander', kinetics: 'Coriander', storage: 'Coriander', names: n('Coriander leaves', 'हरा धनिया', 'ଧନିଆ ପତ୍ର', 'કોથમીર', 'coriandre', 'coentros', 'ganyen dania (coriander)', 'Ewé kọ̀ríáńdà', 'Akwụkwọ koriyanda', 'dhania (majani)', 'أوراق الكزبرة') },
  { id: 'cucumber', kinetics: 'Cucumber', storage: 'Cucumber', names: n('Cucumber', 'खीरा', 'କାକୁଡ଼ି', 'કાકડી', 'concombre', 'pepino', 'kokwamba', 'Kùkúmbà', 'Kukumba', 'tango', 'خيار') },
  { id: 'dairy', kinetics: 'Dairy|Other Items', names: n('Dairy products', 'डेयरी उत्पाद', 'ଦୁଗ୍ଧଜାତ ଦ୍ରବ୍ୟ', 'ડેરી ઉત્પાદનો', 'produits laitiers', 'laticínios', 'nono da kayan madara', 'Wàrà àti oúnjẹ wàrà', 'Mmiri ara ehi na ihe e ji ya mee', 'bidhaa za maziwa', 'منتجات الألبان') },
  { id: 'drumstick', kinetics: 'Drum stick', storage: 'Drum stick', names: n('Drumstick (moringa pods)', 'सहजन', 'ସଜନା ଛୁଇଁ', 'સરગવો', 'moringa (gousses)', 'moringa (vagens)', 'ʼyaʼyan zogale', 'Èso ewé ìgbálẹ̀ (moringa)', 'Mkpụrụ moringa', 'maganda ya mlonge', 'قرون المورينغا') },
  { id: 'fish', kinetics: 'Fish|Other Items', names: n('Fish', 'मछली', 'ମାଛ', 'માછલી', 'poisson', 'peixe', 'kifi', 'Ẹja', 'Azụ', 'samaki', 'سمك') },
  { id: 'flat-beans', kinetics: 'Flat Beans', storage: 'Flat Beans', names: n('Flat beans (lablab)', 'सेम', 'ଶିମ୍ବ', 'પાપડી', 'dolique lablab', 'feijão-lablab', 'wake mai faɗi (lablab)', 'Ẹ̀wà pẹlẹbẹ (lablab)', 'Agwa dị larịị (lablab)', 'fiwi (lablab)', 'الفاصوليا المسطحة (لبلاب)') },
  { id: 'flowers', kinetics: 'Flowers|Other Items', names: n('Flowers', 'फूल', 'ଫୁଲ', 'ફૂલ', 'fleurs', 'flores', 'furanni', 'Òdòdó', 'Ifuru', 'maua', 'زهور') },
  { id: 'fluted-pumpkin-leaves', kinetics: 'Fluted pumpkin (leaves)', storage: 'Fluted pumpkin (leaves)', names: n('Fluted pumpkin leaves (ugu)', 'उगू पत्ते', 'ଉଗୁ ପତ୍ର', 'ઉગુ પાન', 'feuilles de courge cannelée (ugu)', 'folhas de abóbora-canelada (ugu)', 'ganyen ugu', 'Ewé ugu', 'Ugu', 'majani ya kweme (ugu)', 'أوراق القرع المضلّع (أوغو)') },
  { id: 'garlic', kinetics: 'Garlic', storage: 'Garlic', humidity: 'dry', names: n('Garlic', 'लहसुन', 'ରସୁଣ', 'લસણ', 'ail', 'alho', 'tafarnuwa', 'Áyù', 'Galik', 'kitunguu saumu', 'ثوم') },
  { id: 'ginger', kinetics: 'Ginger', storage: 'Ginger', humidity: 'dry', names: n('Ginger', 'अदरक', 'ଅଦା', 'આદુ', 'gingembre', 'gengibre', 'citta', 'Àtalẹ̀', 'Jinja', 'tangawizi', 'زنجبيل') },
  { id: 'grapes', kinetics: 'Grapes', storage: 'Grapes', names: n('Grapes', 'अंगूर', 'ଅଙ୍ଗୁର', 'દ્રાક્ષ', 'raisin', 'uva', 'inabi', 'Àjàrà', 'Greepụ', 'zabibu', 'عنب') },
  { id: 'green-beans', kinetics: 'Beans', storage: 'Green beans', names: n('Green beans', 'फ्रेंच बीन्स', 'ବିନ୍ସ', 'ફણસી', 'haricot vert', 'feijão-verde', 'koren wake', 'Ẹ̀wà tútù (green beans)', 'Agwa ndụ', 'maharagwe mabichi (fasolini)', 'فاصوليا خضراء') },
  { id: 'green-chilli', kinetics: 'Green Chilli', storage: 'Green Chilli', names: n('Green chilli', 'हरी मिर्च', 'କଞ୍ଚା ଲଙ୍କା', 'લીલાં મરચાં', 'piment vert', 'malagueta verde', 'koren barkono', 'Ata wẹ́wẹ́ aláwọ̀ ewé', 'Ose ndụ', 'pilipili mbichi', 'فلفل حار أخضر') },
  { id: 'green-gram', kinetics: 'Green Gram', storage: 'Green Gram', names: n('Green gram (mung)', 'मूंग', 'ମୁଗ', 'મગ', 'haricot mungo', 'feijão-mungo', 'wake mung (green gram)', 'Ẹ̀wà mung', 'Agwa mung', 'choroko', 'الماش') },
  { id: 'guava', kinetics: 'Guava', storage: 'Guava', names: n('Guava', 'अमरूद', 'ପିଜୁଳି', 'જામફળ', 'goyave', 'goiaba', 'gwaba', 'Gúrófà', 'Gova', 'pera', 'جوافة') },
  { id: 'irish-potato', kinetics: 'Irish Potato', storage: 'Irish Potato', names: n('Irish potato', 'आलू', 'ଆଳୁ', 'બટાકા', 'pomme de terre', 'batata', 'dankalin Turawa', 'Ọ̀dùnkún òyìnbó', 'Nduku bekee (Irish potato)', 'viazi mviringo', 'بطاطس') },
  { id: 'ivy-gourd', kinetics: 'Ivy Gourd', storage: 'Ivy Gourd', names: n('Ivy gourd (tindora)', 'कुंदरू', 'କୁନ୍ଦୁରି', 'ટીંડોરા', 'courge écarlate', 'pepino-hera', 'tindora (ivy gourd)', 'Tindora (ivy gourd)', 'Ivy gourd (tindora)', 'tindora', 'القرع اللبلابي (تيندورا)') },
  { id: 'jackfruit', kinetics: 'Jackfruit', storage: 'Jackfruit', names: n('Jackfruit', 'कटहल', 'ପଣସ', 'ફણસ', 'jacque', 'jaca', 'jackfruit (babban ʼyaʼyan itace)', 'Jákì (jackfruit)', 'Jakfruit', 'fenesi', 'الكاكايا (جاك فروت)') },
  { id: 'jute-leaves', kinetics: 'Jute leaves', storage: 'Jute leaves', names: n('Jute leaves (ewedu)', 'पटुआ साग', 'ନାଲିତା ଶାଗ', 'શણની ભાજી', 'feuilles de corète', 'folhas de juta', 'lalo (ewedu)', 'Ewédú', 'Ewedu (ahịhịa jute)', 'mlenda (ewedu)', 'ملوخية') },
  { id: 'lemon', kinetics: 'Lemon', storage: 'Lemon', names: n('Lemon', 'नींबू', 'ଲେମ୍ବୁ', 'લીંબુ', 'citron', 'limão', 'lemun tsami', 'Lẹ́mọ́ọ̀nù', 'Oroma nkịrịsị (lemon)', 'limau', 'ليمون') },
  {
    id: 'lemon-basil', kinetics: 'Lemon basil', storage: 'Lemon basil', type: 'vegetable',
    names: n('Lemon basil', 'नींबू तुलसी', 'ଲେମ୍ବୁ ତୁଳସୀ', 'લીંબુ તુલસી', 'basilic citron', 'manjericão-limão', 'daidoya mai ƙamshin lemo', 'Efinrin lẹ́mọ́ọ̀nù (lemon basil)', 'Nchanwụ lemon', 'mrehani wa limau', 'ريحان ليموني'),
    notes: 'Typed "Fruits" in crop-kinetics.csv; a leafy herb, so listed with the vegetables.',
  },
  { id: 'lettuce', kinetics: 'Lettuce', storage: 'Lettuce', names: n('Lettuce', 'सलाद पत्ता', 'ଲେଟୁସ୍', 'લેટ્યુસ', 'laitue', 'alface', 'latas', 'Létúùsì', 'Letus', 'letusi', 'خس') },
  { id: 'litchi', kinetics: 'Litchi', storage: 'Litchi', names: n('Litchi', 'लीची', 'ଲିଚୁ', 'લીચી', 'litchi', 'líchia', 'litchi', 'Líṣì (litchi)', 'Litchi', 'lichi', 'ليتشي') },
  { id: 'mango', kinetics: 'Mango', storage: 'Mango', names: n('Mango', 'आम', 'ଆମ୍ବ', 'કેરી', 'mangue', 'manga', 'mangwaro', 'Máńgòrò', 'Mangoro', 'embe', 'مانجو') },
  { id: 'meat', kinetics: 'Meat|Other Items', names: n('Meat', 'मांस', 'ମାଂସ', 'માંસ', 'viande', 'carne', 'nama', 'Ẹran', 'Anụ', 'nyama', 'لحم') },
  { id: 'methi', kinetics: 'Methi', storage: 'Methi', names: n('Fenugreek leaves (methi)', 'मेथी', 'ମେଥି ଶାଗ', 'મેથી', 'feuilles de fenugrec', 'folhas de feno-grego', 'ganyen methi (fenugreek)', 'Ewé methi (fenugreek)', 'Akwụkwọ methi', 'majani ya methi', 'أوراق الحلبة') },
  { id: 'mint', kinetics: 'Mint leaves', storage: 'Mint leaves', names: n('Mint leaves', 'पुदीना', 'ପୋଦିନା', 'ફુદીનો', 'menthe', 'hortelã', 'na\'a-na\'a', 'Ewé mínìtì', 'Akwụkwọ mint', 'majani ya nanaa', 'نعناع') },
  { id: 'mushroom', kinetics: 'Mushroom', storage: 'Mushroom', names: n('Mushroom', 'मशरूम', 'ଛତୁ', 'મશરૂમ', 'champignon', 'cogumelo', 'naman kaza', 'Olú', 'Ero', 'uyoga', 'فطر (مشروم)') },
  { id: 'muskmelon', kinetics: 'Musk Melon', storage: 'Musk Melon', names: n('Muskmelon', 'खरबूजा', 'ଖରଭୁଜ', 'શક્કરટેટી', 'melon', 'melão', 'gurji mai zaƙi (muskmelon)', 'Bàrà olóòórùn (muskmelon)', 'Muskmelon', 'tikiti tamu', 'شمام') },
  { id: 'oha-leaf', kinetics: 'Oha/Ora Leaf', storage: 'Oha/Ora Leaf', names: n('Oha (ora) leaf', 'ओहा पत्ते', 'ଓହା ପତ୍ର', 'ઓહા પાન', "feuilles d'oha", 'folhas de oha', 'ganyen oha (ora)', 'Ewé oha (ora)', 'Oha', 'majani ya oha (ora)', 'ورق أوها') },
  { id: 'okra', kinetics: 'Ladyfinger', storage: 'Ladyfinger', names: n('Okra (ladyfinger)', 'भिंडी', 'ଭେଣ୍ଡି', 'ભીંડા', 'gombo', 'quiabo', 'kuɓewa', 'Ilá', 'Okwuru', 'bamia', 'بامية') },
  { id: 'onion', kinetics: 'Onion', storage: 'Onion', humidity: 'dry', names: n('Onion', 'प्याज़', 'ପିଆଜ', 'ડુંગળી', 'oignon', 'cebola', 'albasa', 'Àlùbọ́sà', 'Yabasị', 'kitunguu', 'بصل') },
  { id: 'orange', kinetics: 'Orange', storage: 'Orange', names: n('Orange', 'संतरा', 'କମଳା', 'નારંગી', 'orange', 'laranja', 'lemu', 'Ọsàn', 'Oroma', 'chungwa', 'برتقال') },
  { id: 'papaya', kinetics: 'Papaya', storage: 'Papaya', names: n('Papaya (pawpaw)', 'पपीता', 'ଅମୃତଭଣ୍ଡା', 'પપૈયું', 'papaye', 'papaia', 'gwanda', 'Ìbẹ́pẹ', 'Okwuru bekee (pawpaw)', 'papai', 'بابايا') },
  { id: 'peach', kinetics: 'Peach', storage: 'Peach', names: n('Peach', 'आड़ू', 'ପିଚ୍', 'પીચ', 'pêche', 'pêssego', 'peach', 'Píṣì (peach)', 'Piich', 'pichi', 'خوخ') },
  { id: 'pear', kinetics: 'Pear', storage: 'Pear', names: n('Pear', 'नाशपाती', 'ନାସପାତି', 'નાસપતી', 'poire', 'pera', 'pear', 'Péà (pear)', 'Peya', 'peya', 'كمثرى') },
  { id: 'peas', kinetics: 'Peas', storage: 'Peas', names: n('Green peas', 'मटर', 'ମଟର', 'વટાણા', 'petits pois', 'ervilhas', 'koren peas', 'Ẹ̀wà péè tútù (green peas)', 'Agwa pii (green peas)', 'njegere', 'بازلاء خضراء') },
  { id: 'pineapple', kinetics: 'Pineapple', storage: 'Pineapple', names: n('Pineapple', 'अनानास', 'ସପୁରି', 'અનાનસ', 'ananas', 'ananás', 'abarba', 'Ọ̀pẹ̀ òyìnbó', 'Akwụ oyibo', 'nanasi', 'أناناس') },
  { id: 'plantain', kinetics: 'Plantain', storage: 'Plantain', names: n('Plantain', 'कच्चा केला', 'କଞ୍ଚା କଦଳୀ', 'કાચાં કેળાં', 'banane plantain', 'banana-pão', 'agade', 'Ọ̀gẹ̀dẹ̀ àgbagbà', 'Ogede', 'ndizi za kupika', 'موز الطبخ') },
  { id: 'pointed-gourd', kinetics: 'Pointed Gourd', storage: 'Pointed Gourd', names: n('Pointed gourd (parwal)', 'परवल', 'ପୋଟଳ', 'પરવળ', 'parwal', 'parwal', 'parwal (pointed gourd)', 'Parwal (pointed gourd)', 'Pointed gourd (parwal)', 'parwal', 'القرع المدبب (بروال)') },
  { id: 'pomegranate', kinetics: 'Pomegranate', storage: 'Pomegranate', names: n('Pomegranate', 'अनार', 'ଡାଳିମ୍ବ', 'દાડમ', 'grenade', 'romã', 'rumman', 'Pómégíránétì (pomegranate)', 'Pomegranet', 'komamanga', 'رمان') },
  { id: 'pumpkin', kinetics: 'Pumpkin', storage: 'Pumpkin', humidity: 'dry', names: n('Pumpkin', 'कद्दू', 'କଖାରୁ', 'કોળું', 'citrouille', 'abóbora', 'kabewa', 'Elégédé', 'Pọmkin (pumpkin)', 'boga', 'قرع (يقطين)') },
  { id: 'radish', kinetics: 'Radish', storage: 'Radish', humidity: 'wet_root', names: n('Radish', 'मूली', 'ମୂଳା', 'મૂળા', 'radis', 'rabanete', 'radish (ƙaramin tushe ja ko fari)', 'Rádíṣì', 'Radish', 'rediski', 'فجل') },
  { id: 'raspberry', storage: 'Raspberry', type: 'fruit', names: n('Raspberry', 'रास्पबेरी', 'ରାସବେରି', 'રાસ્પબેરી', 'framboise', 'framboesa', 'rasberi', 'Rásíbẹ́rì', 'Raspberi', 'rasiberi', 'توت العليق') },
  { id: 'ridge-gourd', kinetics: 'Ridge Gourd', storage: 'Ridge Gourd', names: n('Ridge gourd', 'तोरई', 'ଜହ୍ନି', 'તૂરિયાં', 'luffa', 'lufa', 'ridge gourd (kabewa mai layi)', 'Kàǹkàn (ridge gourd)', 'Ridge gourd', 'dodoki', 'اللوف المضلّع') },
  { id: 'roselle', kinetics: 'Roselle', storage: 'Roselle', names: n('Roselle (sorrel leaves)', 'लाल अंबाड़ी', 'ଖଟା କାଉଁରିଆ', 'લાલ અંબાડી', 'oseille de Guinée (bissap)', 'vinagreira', 'yakuwa', 'Ìṣápá', 'Zobo (akwụkwọ roselle)', 'rozela (majani ya sorrel)', 'كركديه') },
  { id: 'scent-leaf', kinetics: 'Scent leaf', storage: 'Scent leaf', names: n('Scent leaf (African basil)', 'वन तुलसी', 'ବନ ତୁଳସୀ', 'વન તુલસી', 'basilic africain', 'alfavaca', 'daidoya', 'Efinrin', 'Nchanwụ', 'kivumbasi', 'الريحان الأفريقي') },
  { id: 'spinach', kinetics: 'Spinach', storage: 'Spinach', names: n('Spinach', 'पालक', 'ପାଳଙ୍ଗ ଶାଗ', 'પાલક', 'épinard', 'espinafre', 'alayyaho', 'Ẹ̀fọ́ tẹ̀tẹ̀ (spinach)', 'Inine (spinach)', 'spinachi', 'سبانخ') },
  { id: 'spring-onion', kinetics: 'Spring onion', storage: 'Spring onion', names: n('Spring onion', 'हरा प्याज़', 'ପିଆଜ ଶାଗ', 'લીલી ડુંગળી', 'oignon vert', 'cebolinho', 'lawashi', 'Àlùbọ́sà eléwé', 'Yabasị ndụ', 'kitunguu majani', 'بصل أخضر') },
  { id: 'strawberry', kinetics: 'Strawberry', storage: 'Strawberry', names: n('Strawberry', 'स्ट्रॉबेरी', 'ଷ୍ଟ୍ରବେରି', 'સ્ટ્રોબેરી', 'fraise', 'morango', 'sitiroberi', 'Sitiróbẹ́rì', 'Strọberi', 'stroberi', 'فراولة') },
  {
    id: 'sweet-lime', kinetics: 'Sweet Lime', storage: 'Sweet Lime',
    names: n('Sweet lime (mosambi)', 'मौसमी', 'ମୁସମ୍ବି', 'મોસંબી', 'limette douce', 'lima-doce', 'lemun zaƙi (mosambi)', 'Ọsàn mosambi (sweet lime)', 'Oroma ụtọ (mosambi)', 'ndimu tamu (mosambi)', 'الليم الحلو (موسامبي)'),
  },
  {
    id: 'sweet-potato', kinetics: 'Sweet Potato',
    names: n('Sweet potato', 'शकरकंद', 'ଶକରକନ୍ଦ', 'શક્કરિયાં', 'patate douce', 'batata-doce', 'dankali', 'Ọ̀dùnkún', 'Nduku', 'kiazi kitamu', 'بطاطا حلوة'),
    added: { source: 'ucdavis-sweetpotato', temperature: '12.5-15 °C', storage_life: '6-10 months' },
  },
  {
    id: 'taro-root', kinetics: 'Taro root', storage: 'Taro root',
    names: n('Taro root', 'अरबी', 'ସାରୁ', 'અળવી', 'taro', 'taro', 'gwaza (taro)', 'Kókò (taro)', 'Ede ofe (taro)', 'nduma (taro)', 'قلقاس'),
  },
  { id: 'tomato', kinetics: 'Tomato', storage: 'Tomato', names: n('Tomato', 'टमाटर', 'ଟମାଟୋ', 'ટામેટા', 'tomate', 'tomate', 'tumatir', 'Tòmátì', 'Tomato', 'nyanya', 'طماطم') },
  { id: 'waterleaf', kinetics: 'Waterleaf', storage: 'Waterleaf', names: n('Waterleaf (talinum)', 'वाटरलीफ़', 'ୱାଟରଲିଫ୍', 'વોટરલીફ', 'grassé (talinum)', 'cariru (talinum)', 'ganyen gure (waterleaf)', 'Gbúre', 'Mgbolodi', 'talinum (waterleaf)', 'ورق الماء (تالينوم)') },
  { id: 'watermelon', kinetics: 'Water Melon', storage: 'Water Melon', names: n('Watermelon', 'तरबूज़', 'ତରଭୁଜ', 'તરબૂચ', 'pastèque', 'melancia', 'kankana', 'Bàrà (watermelon)', 'Anyụ', 'tikiti maji', 'بطيخ') },
  {
    id: 'yam', type: 'root_tuber',
    names: n('Yam', 'रतालू', 'ଖମ୍ବ ଆଳୁ', 'રતાળુ', 'igname', 'inhame', 'doya', 'Iṣu', 'Ji', 'kiazi kikuu', 'يام'),
    added: { source: 'usda-ah66', temperature: '16 °C', storage_life: '6 months', relative_humidity: '70-80' },
    notes: 'Dioscorea (white and water yam). Not in either table; a staple of Nigerian cold rooms. Storage life is for cured tubers; chilling injury below about 12 °C.',
  },
  { id: 'other-fruit', kinetics: 'Other|Fruits', names: n('Other fruit', 'अन्य फल', 'ଅନ୍ୟ ଫଳ', 'અન્ય ફળ', 'autre fruit', 'outra fruta', 'wani ʼyaʼyan itace', 'Èso mìíràn', 'Mkpụrụ osisi ọzọ', 'tunda lingine', 'فاكهة أخرى') },
  { id: 'other-vegetable', kinetics: 'Other|Vegetables', names: n('Other vegetable', 'अन्य सब्ज़ी', 'ଅନ୍ୟ ପନିପରିବା', 'અન્ય શાકભાજી', 'autre légume', 'outro legume', 'wani kayan lambu', 'Ẹ̀fọ́ mìíràn', 'Akwụkwọ nri ọzọ', 'mboga nyingine', 'خضار أخرى') },
  { id: 'other-root-tuber', kinetics: 'Other|Root Vegetables', names: n('Other root or tuber', 'अन्य कंद-मूल', 'ଅନ୍ୟ କନ୍ଦମୂଳ', 'અન્ય કંદમૂળ', 'autre racine ou tubercule', 'outra raiz ou tubérculo', 'wata saiwa ko kayan ƙasa', 'Gbòǹgbò tàbí iṣu mìíràn', 'Mgbọrọgwụ ma ọ bụ ji ọzọ', 'mzizi au kiazi kingine', 'جذور أو درنات أخرى') },
  { id: 'other-item', kinetics: 'Others|Other Items', names: n('Other item', 'अन्य वस्तु', 'ଅନ୍ୟ ଜିନିଷ', 'અન્ય વસ્તુ', 'autre produit', 'outro produto', 'wani kaya', 'Nǹkan mìíràn', 'Ihe ọzọ', 'bidhaa nyingine', 'منتج آخر') },
];
