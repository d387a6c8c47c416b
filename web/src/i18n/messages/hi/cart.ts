import type en from '../en/cart';
import type { Translation } from '../../types';

export default {
  viewCart: 'कार्ट देखें',
  items_one: '{count} आइटम',
  items_other: '{count} आइटम',
  title: 'आपका कार्ट',
  close: 'कार्ट बंद करें',
  empty: 'आपका कार्ट ख़ाली है। मेन्यू से कोई व्यंजन जोड़ें।',
  emptyToast: 'कार्ट ख़ाली है',
  each: 'प्रति',
  quantityOf: '{name} की मात्रा',
  decrease: '{name} घटाएँ',
  increase: '{name} बढ़ाएँ',
  remove: 'हटाएँ',
  removeNamed: '{name} हटाएँ',
  subtotal: 'उप-योग',
  checkout: 'चेकआउट',
  continue: 'मेन्यू देखते रहें',
  chargeBoth: 'सर्विस या पार्सल चार्ज',
  chargeParcel: 'पार्सल चार्ज',
  chargeService: 'सर्विस चार्ज',
  chargesAndTax: '{charge} और {tax} चेकआउट पर जुड़ते हैं।',
  chargesOnly: '{charge} चेकआउट पर जुड़ता है।',
} satisfies Translation<typeof en>;
