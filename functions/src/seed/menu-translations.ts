import type { Translations } from '../domain/translations';
import type { DEFAULT_CATEGORIES } from '../domain/restaurant';

/*
 * The seeded menu's names in Gujarati and Hindi, as the restaurant says them (thali, farsan, dal baati churma kept,
 * written in each script). Veg Hakka Noodles is left without on purpose: the menu shows it in English in every language.
 */

/** Seeded dishes' names by slug. */
export const SEED_DISH_NAMES: Record<string, Translations> = {
  'masala-chaas': { gu: 'મસાલા છાશ', hi: 'मसाला छाछ' },
  'aam-panna': { gu: 'આમ પન્ના', hi: 'आम पन्ना' },
  'punjabi-sweet-lassi': { gu: 'પંજાબી મીઠી લસ્સી', hi: 'पंजाबी मीठी लस्सी' },
  'mango-milkshake': { gu: 'મેંગો મિલ્કશેક', hi: 'मैंगो मिल्कशेक' },
  'kesar-pista-shake': { gu: 'કેસર પિસ્તા શેક', hi: 'केसर पिस्ता शेक' },
  'chikoo-milkshake': { gu: 'ચીકુ મિલ્કશેક', hi: 'चीकू मिल्कशेक' },
  'boondi-raita': { gu: 'બુંદી રાયતું', hi: 'बूंदी रायता' },
  'cucumber-raita': { gu: 'કાકડીનું રાયતું', hi: 'खीरे का रायता' },
  'jeera-rice': { gu: 'જીરા રાઈસ', hi: 'जीरा राइस' },
  'veg-pulao': { gu: 'વેજ પુલાવ', hi: 'वेज पुलाव' },
  'masala-khichdi': { gu: 'ગુજરાતી મસાલા ખીચડી', hi: 'गुजराती मसाला खिचड़ी' },
  'gujarati-thali': { gu: 'ગુજરાતી થાળી', hi: 'गुजराती थाली' },
  'panjabi-thali': { gu: 'પંજાબી થાળી', hi: 'पंजाबी थाली' },
  'gujarati-mini': { gu: 'ગુજરાતી મિની થાળી', hi: 'गुजराती मिनी थाली' },
  'rajasthani-thali': { gu: 'રાજસ્થાની થાળી', hi: 'राजस्थानी थाली' },
  'sp-govardhan-thali': { gu: 'સ્પેશિયલ ગોવર્ધન થાળી', hi: 'स्पेशल गोवर्धन थाली' },
  'dal-baati-churma': { gu: 'દાળ બાટી ચુરમા', hi: 'दाल बाटी चूरमा' },
  undhiyu: { gu: 'ઊંધિયું', hi: 'उंधियू' },
  'sev-tameta-nu-shaak': { gu: 'સેવ ટામેટાનું શાક', hi: 'सेव टमाटर की सब्ज़ी' },
  'bhinda-nu-shaak': { gu: 'ભીંડાનું શાક', hi: 'भिंडी की सब्ज़ी' },
  'gujarati-kadhi': { gu: 'ગુજરાતી કઢી', hi: 'गुजराती कढ़ी' },
  'paneer-butter-masala': { gu: 'પનીર બટર મસાલા', hi: 'पनीर बटर मसाला' },
  'kadai-paneer': { gu: 'કડાઈ પનીર', hi: 'कड़ाही पनीर' },
  'palak-paneer': { gu: 'પાલક પનીર', hi: 'पालक पनीर' },
  'dal-makhani': { gu: 'દાલ મખની', hi: 'दाल मखनी' },
  'chole-masala': { gu: 'છોલે મસાલા', hi: 'छोले मसाला' },
  'chole-bhature': { gu: 'છોલે ભટુરે', hi: 'छोले भटूरे' },
  'masala-dosa': { gu: 'મસાલા ઢોસા', hi: 'मसाला डोसा' },
  'idli-sambar': { gu: 'ઇડલી સાંભાર', hi: 'इडली सांभर' },
  'veg-manchurian': { gu: 'વેજ મંચુરિયન', hi: 'वेज मंचूरियन' },
  'khaman-dhokla': { gu: 'ખમણ ઢોકળા', hi: 'खमन ढोकला' },
  khandvi: { gu: 'ખાંડવી', hi: 'खांडवी' },
  'punjabi-samosa': { gu: 'પંજાબી સમોસા (2 નંગ)', hi: 'पंजाबी समोसा (2 पीस)' },
  'pyaaz-kachori': { gu: 'પ્યાઝ કચોરી', hi: 'प्याज़ कचौरी' },
  'pav-bhaji': { gu: 'પાંઉ ભાજી', hi: 'पाव भाजी' },
  'gulab-jamun': { gu: 'ગુલાબ જાંબુ (3 નંગ)', hi: 'गुलाब जामुन (3 पीस)' },
  jalebi: { gu: 'જલેબી', hi: 'जलेबी' },
  'kesar-shrikhand': { gu: 'કેસર શ્રીખંડ', hi: 'केसर श्रीखंड' },
  'churma-ladoo': { gu: 'ચુરમાના લાડુ', hi: 'चूरमा लड्डू' },
  'aamras-puri': { gu: 'આમરસ પૂરી', hi: 'आमरस पूरी' },
  ghevar: { gu: 'રબડી સાથે ઘેવર', hi: 'रबड़ी के साथ घेवर' },
};

/** The seeded categories' names. */
export const SEED_CATEGORY_NAMES: Record<(typeof DEFAULT_CATEGORIES)[number], Translations> = {
  'Welcome Drinks': { gu: 'સ્વાગત પીણાં', hi: 'स्वागत पेय' },
  'Milk Shake': { gu: 'મિલ્કશેક', hi: 'मिल्कशेक' },
  Raita: { gu: 'રાયતું', hi: 'रायता' },
  Rice: { gu: 'ભાત', hi: 'चावल' },
  Thali: { gu: 'થાળી', hi: 'थाली' },
  'Gujarati Sabzi': { gu: 'ગુજરાતી શાક', hi: 'गुजराती सब्ज़ी' },
  'Punjabi Sabzi': { gu: 'પંજાબી શાક', hi: 'पंजाबी सब्ज़ी' },
  'South Indian': { gu: 'સાઉથ ઇન્ડિયન', hi: 'दक्षिण भारतीय' },
  Chinese: { gu: 'ચાઇનીઝ', hi: 'चाइनीज़' },
  Snacks: { gu: 'નાસ્તો', hi: 'स्नैक्स' },
  Desserts: { gu: 'મીઠાઈ', hi: 'मिठाई' },
};
