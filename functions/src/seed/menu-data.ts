import type { DEFAULT_CATEGORIES } from '../domain/restaurant';

/**
 * The starter menu and pantry that `seed` writes into a fresh project.
 * Prices are US dollars; `art` names an original SVG in functions/seed/art.
 */
export interface SeedDish {
  slug: string;
  name: string;
  description: string;
  category: (typeof DEFAULT_CATEGORIES)[number];
  price: number;
  art: string;
  /** Veg unless marked: Jain (no onion, garlic or roots) or vegan (no dairy), as the diet filter finds them. */
  diet?: 'jain' | 'vegan';
  spiceLevel?: 1 | 2 | 3;
  allergens?: string[];
}

/** Where the kitchen cooks a seeded dish: drinks at Drinks, the Punjabi curries and the breads at the Tandoor, the rest at the Gujarati counter. */
export function seedStation(dish: Pick<SeedDish, 'slug' | 'category'>): 'Gujarati counter' | 'Tandoor' | 'Drinks' {
  if (dish.category === 'Welcome Drinks' || dish.category === 'Milk Shake') return 'Drinks';
  if (dish.category === 'Punjabi Sabzi' || dish.slug === 'chole-bhature' || dish.slug === 'dal-baati-churma') return 'Tandoor';
  return 'Gujarati counter';
}

export const SEED_MENU: SeedDish[] = [
  // Welcome Drinks
  {
    slug: 'masala-chaas',
    name: 'Masala Chaas',
    description: 'Chilled spiced buttermilk churned with roasted cumin, ginger, green chilli and fresh coriander.',
    category: 'Welcome Drinks',
    price: 3.5,
    art: 'chaas.svg',
    spiceLevel: 1,
    allergens: ['milk'],
  },
  {
    slug: 'aam-panna',
    name: 'Aam Panna',
    description: 'Tangy raw mango cooler with roasted cumin, black salt and mint, served over ice.',
    category: 'Welcome Drinks',
    price: 3.5,
    art: 'aam-panna.svg',
    diet: 'vegan',
  },
  {
    slug: 'punjabi-sweet-lassi',
    name: 'Punjabi Sweet Lassi',
    description: 'Thick whisked yogurt with a touch of cardamom, topped with malai, saffron and pistachio in a clay kulhad.',
    category: 'Welcome Drinks',
    price: 4.5,
    art: 'lassi.svg',
    allergens: ['milk', 'nuts'],
  },

  // Milk Shake
  {
    slug: 'mango-milkshake',
    name: 'Mango Milkshake',
    description: 'Alphonso mango pulp blended with cold milk and a scoop of vanilla ice cream.',
    category: 'Milk Shake',
    price: 5.5,
    art: 'shake-mango.svg',
    allergens: ['milk'],
  },
  {
    slug: 'kesar-pista-shake',
    name: 'Kesar Pista Shake',
    description: 'Saffron-infused milk shake with crushed pistachios and a hint of cardamom.',
    category: 'Milk Shake',
    price: 5.75,
    art: 'shake-kesar.svg',
    allergens: ['milk', 'nuts'],
  },
  {
    slug: 'chikoo-milkshake',
    name: 'Chikoo Milkshake',
    description: 'A Gujarati favourite: ripe sapota blended with chilled milk for a naturally caramel-sweet shake.',
    category: 'Milk Shake',
    price: 5.5,
    art: 'shake-chikoo.svg',
    allergens: ['milk'],
  },

  // Raita
  {
    slug: 'boondi-raita',
    name: 'Boondi Raita',
    description: 'Creamy whisked yogurt with crisp gram-flour pearls, roasted cumin and a dusting of red chilli.',
    category: 'Raita',
    price: 3.5,
    art: 'raita-boondi.svg',
    spiceLevel: 1,
    allergens: ['milk'],
  },
  {
    slug: 'cucumber-raita',
    name: 'Cucumber Raita',
    description: 'Cool yogurt with grated cucumber, fresh mint and a pinch of roasted cumin.',
    category: 'Raita',
    price: 3.5,
    art: 'raita-cucumber.svg',
    allergens: ['milk'],
  },

  // Rice
  {
    slug: 'jeera-rice',
    name: 'Jeera Rice',
    description: 'Fragrant basmati rice tempered in ghee with whole cumin seeds and finished with coriander.',
    category: 'Rice',
    price: 5.5,
    art: 'jeera-rice.svg',
    diet: 'jain',
    allergens: ['milk'],
  },
  {
    slug: 'veg-pulao',
    name: 'Veg Pulao',
    description: 'Basmati rice cooked with green peas, carrots and whole spices like cinnamon and star anise.',
    category: 'Rice',
    price: 6.5,
    art: 'veg-pulao.svg',
    spiceLevel: 1,
  },
  {
    slug: 'masala-khichdi',
    name: 'Gujarati Masala Khichdi',
    description: 'Comforting rice and moong dal khichdi with vegetables, served with a spoon of ghee and pickle.',
    category: 'Rice',
    price: 7.5,
    art: 'khichdi.svg',
    spiceLevel: 1,
    allergens: ['milk'],
  },

  // Thali
  {
    slug: 'gujarati-thali',
    name: 'Gujarati Thali',
    description: 'Sweet-sour dal, kadhi, two shaaks, shrikhand, khaman, rotli and rice on one steel thali.',
    category: 'Thali',
    price: 12,
    art: 'thali-gujarati.svg',
    spiceLevel: 1,
    allergens: ['milk', 'gluten'],
  },
  {
    slug: 'panjabi-thali',
    name: 'Panjabi Thali',
    description: 'Paneer butter masala, dal makhani, chole, raita, kheer, butter naan, jeera rice and salad.',
    category: 'Thali',
    price: 12,
    art: 'thali-panjabi.svg',
    spiceLevel: 2,
    allergens: ['milk', 'gluten', 'nuts'],
  },
  {
    slug: 'gujarati-mini',
    name: 'Gujarati Mini',
    description: 'A lighter Gujarati meal of dal, batata nu shaak, kadhi, two rotlis and steamed rice.',
    category: 'Thali',
    price: 8,
    art: 'thali-mini.svg',
    spiceLevel: 1,
    allergens: ['milk', 'gluten'],
  },
  {
    slug: 'rajasthani-thali',
    name: 'Rajasthani Thali',
    description: 'Dal, gatte ki sabzi, ker sangri, kadhi, baati with ghee, churma, bajra roti and a ladoo.',
    category: 'Thali',
    price: 12,
    art: 'thali-rajasthani.svg',
    spiceLevel: 2,
    allergens: ['milk', 'gluten'],
  },
  {
    slug: 'sp-govardhan-thali',
    name: 'Sp. Govardhan Thali',
    description: 'Our festive brass thali: undhiyu, paneer, dal, kadhi, aamras, shrikhand, khandvi, puris and rice.',
    category: 'Thali',
    price: 16,
    art: 'thali-govardhan.svg',
    spiceLevel: 1,
    allergens: ['milk', 'gluten', 'nuts'],
  },
  {
    slug: 'dal-baati-churma',
    name: 'Dal Baati Churma',
    description: 'Rajasthan classic: baked wheat baatis soaked in ghee with panchmel dal and sweet churma.',
    category: 'Thali',
    price: 13,
    art: 'dal-baati.svg',
    spiceLevel: 1,
    allergens: ['milk', 'gluten'],
  },

  // Gujarati Sabzi
  {
    slug: 'undhiyu',
    name: 'Undhiyu',
    description: 'Surti winter medley of beans, purple yam, baby potatoes and methi muthia slow-cooked with green masala.',
    category: 'Gujarati Sabzi',
    price: 9.5,
    art: 'undhiyu.svg',
    spiceLevel: 2,
    allergens: ['gluten'],
  },
  {
    slug: 'sev-tameta-nu-shaak',
    name: 'Sev Tameta nu Shaak',
    description: 'Sweet and tangy tomato curry finished with a generous handful of crunchy gram-flour sev.',
    category: 'Gujarati Sabzi',
    price: 8,
    art: 'sev-tameta.svg',
    diet: 'jain',
    spiceLevel: 1,
  },
  {
    slug: 'bhinda-nu-shaak',
    name: 'Bhinda nu Shaak',
    description: 'Tender okra rounds stir-fried with mustard seeds, turmeric, coriander-cumin and a squeeze of lemon.',
    category: 'Gujarati Sabzi',
    price: 8,
    art: 'bhindi.svg',
    diet: 'vegan',
    spiceLevel: 1,
  },
  {
    slug: 'gujarati-kadhi',
    name: 'Gujarati Kadhi',
    description: 'Silky sweet-and-sour yogurt kadhi tempered with cumin, curry leaves and dried red chilli.',
    category: 'Gujarati Sabzi',
    price: 6.5,
    art: 'kadhi.svg',
    diet: 'jain',
    spiceLevel: 1,
    allergens: ['milk'],
  },

  // Punjabi Sabzi
  {
    slug: 'paneer-butter-masala',
    name: 'Paneer Butter Masala',
    description: 'Soft paneer cubes in a rich tomato, butter and cashew gravy, finished with fresh cream.',
    category: 'Punjabi Sabzi',
    price: 11,
    art: 'paneer-butter-masala.svg',
    spiceLevel: 1,
    allergens: ['milk', 'nuts'],
  },
  {
    slug: 'kadai-paneer',
    name: 'Kadai Paneer',
    description: 'Paneer tossed with bell peppers and onions in a spicy kadai masala of freshly ground coriander.',
    category: 'Punjabi Sabzi',
    price: 11,
    art: 'paneer-butter-masala.svg',
    spiceLevel: 2,
    allergens: ['milk'],
  },
  {
    slug: 'palak-paneer',
    name: 'Palak Paneer',
    description: 'Velvety spinach puree with garlic and garam masala, studded with cubes of fresh paneer.',
    category: 'Punjabi Sabzi',
    price: 10.5,
    art: 'palak-paneer.svg',
    spiceLevel: 1,
    allergens: ['milk'],
  },
  {
    slug: 'dal-makhani',
    name: 'Dal Makhani',
    description: 'Black lentils and kidney beans simmered overnight with butter and cream until smoky and rich.',
    category: 'Punjabi Sabzi',
    price: 9.5,
    art: 'dal-makhani.svg',
    spiceLevel: 1,
    allergens: ['milk'],
  },
  {
    slug: 'chole-masala',
    name: 'Chole Masala',
    description: 'Chickpeas slow-cooked in a dark, tangy Punjabi masala with tea, amchur and whole spices.',
    category: 'Punjabi Sabzi',
    price: 9.5,
    art: 'chole.svg',
    diet: 'vegan',
    spiceLevel: 2,
  },
  {
    slug: 'chole-bhature',
    name: 'Chole Bhature',
    description: 'Two fluffy deep-fried bhature with a bowl of spicy chole, pickled onions and achaar.',
    category: 'Punjabi Sabzi',
    price: 10.5,
    art: 'chole-bhature.svg',
    spiceLevel: 2,
    allergens: ['gluten'],
  },

  // South Indian
  {
    slug: 'masala-dosa',
    name: 'Masala Dosa',
    description: 'Crisp fermented rice and lentil crepe filled with spiced potato, with sambar and coconut chutney.',
    category: 'South Indian',
    price: 9,
    art: 'masala-dosa.svg',
    spiceLevel: 1,
  },
  {
    slug: 'idli-sambar',
    name: 'Idli Sambar',
    description: 'Three pillowy steamed rice cakes with hot lentil sambar and fresh coconut chutney.',
    category: 'South Indian',
    price: 7,
    art: 'idli-sambar.svg',
    diet: 'vegan',
    spiceLevel: 1,
  },

  // Chinese
  {
    slug: 'veg-manchurian',
    name: 'Veg Manchurian',
    description: 'Crispy vegetable dumplings tossed in a glossy soy, garlic and ginger sauce with spring onions.',
    category: 'Chinese',
    price: 9,
    art: 'manchurian.svg',
    spiceLevel: 2,
    allergens: ['gluten', 'soy'],
  },
  {
    slug: 'veg-hakka-noodles',
    name: 'Veg Hakka Noodles',
    description: 'Wok-tossed noodles with cabbage, carrots and peppers in an Indo-Chinese soy and chilli dressing.',
    category: 'Chinese',
    price: 9,
    art: 'hakka-noodles.svg',
    diet: 'vegan',
    spiceLevel: 2,
    allergens: ['gluten', 'soy'],
  },

  // Snacks
  {
    slug: 'khaman-dhokla',
    name: 'Khaman Dhokla',
    description: 'Spongy steamed gram-flour squares tempered with mustard seeds and green chilli, with green chutney.',
    category: 'Snacks',
    price: 5.5,
    art: 'dhokla.svg',
    diet: 'jain',
    spiceLevel: 1,
  },
  {
    slug: 'khandvi',
    name: 'Khandvi',
    description: 'Delicate rolls of gram flour and yogurt, tempered with mustard seeds, sesame and grated coconut.',
    category: 'Snacks',
    price: 5.5,
    art: 'khandvi.svg',
    diet: 'jain',
    spiceLevel: 1,
    allergens: ['milk', 'sesame'],
  },
  {
    slug: 'punjabi-samosa',
    name: 'Punjabi Samosa (2 pcs)',
    description: 'Flaky pastry pyramids stuffed with spiced potatoes and peas, with mint and tamarind chutneys.',
    category: 'Snacks',
    price: 4.5,
    art: 'samosa.svg',
    spiceLevel: 1,
    allergens: ['gluten'],
  },
  {
    slug: 'pyaaz-kachori',
    name: 'Pyaaz Kachori',
    description: 'Jodhpur-style flaky kachori filled with a spiced onion masala, served with tamarind chutney.',
    category: 'Snacks',
    price: 4.5,
    art: 'kachori.svg',
    spiceLevel: 2,
    allergens: ['gluten'],
  },
  {
    slug: 'pav-bhaji',
    name: 'Pav Bhaji',
    description: 'Buttery mashed vegetable bhaji with two toasted pav, chopped onion and a wedge of lemon.',
    category: 'Snacks',
    price: 8.5,
    art: 'pav-bhaji.svg',
    spiceLevel: 2,
    allergens: ['milk', 'gluten'],
  },

  // Desserts
  {
    slug: 'gulab-jamun',
    name: 'Gulab Jamun (3 pcs)',
    description: 'Warm milk-solid dumplings soaked in rose and cardamom syrup, sprinkled with pistachio.',
    category: 'Desserts',
    price: 4.5,
    art: 'gulab-jamun.svg',
    allergens: ['milk', 'gluten', 'nuts'],
  },
  {
    slug: 'jalebi',
    name: 'Jalebi',
    description: 'Crisp saffron spirals fried to order and dipped in warm sugar syrup.',
    category: 'Desserts',
    price: 4.5,
    art: 'jalebi.svg',
    diet: 'jain',
    allergens: ['gluten'],
  },
  {
    slug: 'kesar-shrikhand',
    name: 'Kesar Shrikhand',
    description: 'Hung yogurt sweetened and whipped with saffron and cardamom, topped with pistachio.',
    category: 'Desserts',
    price: 4.5,
    art: 'shrikhand.svg',
    diet: 'jain',
    allergens: ['milk', 'nuts'],
  },
  {
    slug: 'churma-ladoo',
    name: 'Churma Ladoo',
    description: 'Rajasthani ladoos of coarse wheat, ghee and jaggery, rolled with poppy seeds.',
    category: 'Desserts',
    price: 4.5,
    art: 'ladoo.svg',
    diet: 'jain',
    allergens: ['milk', 'gluten'],
  },
  {
    slug: 'aamras-puri',
    name: 'Aamras Puri',
    description: 'Chilled Kesar mango pulp with a hint of ginger and cardamom, served with two hot puris.',
    category: 'Desserts',
    price: 6.5,
    art: 'aamras.svg',
    allergens: ['gluten'],
  },
  {
    slug: 'ghevar',
    name: 'Ghevar with Rabdi',
    description: 'Festive Rajasthani honeycomb disc soaked in syrup and crowned with saffron rabdi and pistachio.',
    category: 'Desserts',
    price: 6.75,
    art: 'ghevar.svg',
    allergens: ['milk', 'gluten', 'nuts'],
  },
];

export interface SeedInventory {
  slug: string;
  name: string;
  kg: number;
  lowStockKg: number;
  art: string;
}

/** Paneer starts below its threshold so the low-stock view has something to show. */
export const SEED_INVENTORY: SeedInventory[] = [
  { slug: 'basmati-rice', name: 'Basmati Rice', kg: 42, lowStockKg: 10, art: 'rice-bag.svg' },
  { slug: 'toor-dal', name: 'Toor Dal', kg: 18.5, lowStockKg: 8, art: 'dal-sack.svg' },
  { slug: 'paneer', name: 'Paneer', kg: 3.5, lowStockKg: 5, art: 'paneer-block.svg' },
  { slug: 'ghee', name: 'Ghee', kg: 12, lowStockKg: 4, art: 'ghee-jar.svg' },
  { slug: 'wheat-flour', name: 'Wheat Flour', kg: 35, lowStockKg: 10, art: 'flour-sack.svg' },
  { slug: 'fresh-coriander', name: 'Fresh Coriander', kg: 1.8, lowStockKg: 1, art: 'coriander.svg' },
];
