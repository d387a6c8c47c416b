import type { WeeklyEnd } from './countdown';
import dealChaat from '@/assets/art/deal-chaat-party.svg?no-inline';
import dealFamily from '@/assets/art/deal-family-feast.svg?no-inline';
import dealSweet from '@/assets/art/deal-sweet-sunday.svg?no-inline';
import featureFresh from '@/assets/art/feature-fresh.svg';
import featureOrganic from '@/assets/art/feature-organic.svg';
import featureQuality from '@/assets/art/feature-quality.svg';
import offerGovardhan from '@/assets/art/offer-govardhan-thali.svg?no-inline';
import offerGujaratiMini from '@/assets/art/offer-gujarati-mini.svg?no-inline';
import offerGujarati from '@/assets/art/offer-gujarati-thali.svg?no-inline';
import offerPanjabi from '@/assets/art/offer-panjabi-thali.svg?no-inline';
import offerRajasthani from '@/assets/art/offer-rajasthani-thali.svg?no-inline';
import sigDalBaati from '@/assets/art/signature-dal-baati.svg?no-inline';
import sigPaneerTikka from '@/assets/art/signature-paneer-tikka.svg?no-inline';
import sigUndhiyu from '@/assets/art/signature-undhiyu.svg?no-inline';
import trending1 from '@/assets/art/trending-1.svg?no-inline';
import trending2 from '@/assets/art/trending-2.svg?no-inline';
import trending3 from '@/assets/art/trending-3.svg?no-inline';
import trending4 from '@/assets/art/trending-4.svg?no-inline';
import trending5 from '@/assets/art/trending-5.svg?no-inline';
import trending6 from '@/assets/art/trending-6.svg?no-inline';
import trending7 from '@/assets/art/trending-7.svg?no-inline';
import trending8 from '@/assets/art/trending-8.svg?no-inline';
import avatar1 from '@/assets/art/avatar-1.svg';
import avatar2 from '@/assets/art/avatar-2.svg';
import avatar3 from '@/assets/art/avatar-3.svg';
import avatar4 from '@/assets/art/avatar-4.svg';
import avatar5 from '@/assets/art/avatar-5.svg';

/** 'Top Offers This Week' (spec §2): the five cards with their names and prices exactly as the spec writes them. */
export const OFFERS = [
  { name: 'Gujarati Thali', price: '$12', image: offerGujarati },
  { name: 'Panjabi Thali', price: '$12', image: offerPanjabi },
  { name: 'Gujarati Mini', price: '$08', image: offerGujaratiMini },
  { name: 'Rajasthani Thali', price: '$12', image: offerRajasthani },
  { name: 'Sp. Govardhan Thali', price: '$16', image: offerGovardhan },
] as const;

export interface Deal {
  id: string;
  title: string;
  offer: string;
  blurb: string;
  image: string;
  /** Where SHOP NOW leads: the menu or the order flow. */
  to: '/menu' | '/order';
  /** The deal's own end, every week, in restaurant time (DECISIONS 13). */
  ends: WeeklyEnd;
  endsLabel: string;
}

/** The Weekend Deals carousel: three deals, each keeping its own end time. */
export const DEALS: readonly Deal[] = [
  {
    id: 'family-feast',
    title: 'Family Feast',
    offer: '20% off four thalis',
    blurb: 'Any four thalis for the table, with unlimited rotis and a shared dessert platter.',
    image: dealFamily,
    to: '/order',
    ends: { weekday: 6, time: '23:00' },
    endsLabel: 'Ends Saturday 11 PM',
  },
  {
    id: 'chaat-party',
    title: 'Chaat Party',
    offer: 'Buy 2 platters, get 1 free',
    blurb: 'Pani puri, dahi kachori and sev puri with tamarind and mint chutneys, made to order.',
    image: dealChaat,
    to: '/menu',
    ends: { weekday: 6, time: '17:00' },
    endsLabel: 'Ends Saturday 5 PM',
  },
  {
    id: 'sweet-endings',
    title: 'Sweet Endings',
    offer: 'Free dessert with every thali',
    blurb: 'Warm jalebi, gulab jamun or a slice of ghevar with any thali on Friday night.',
    image: dealSweet,
    to: '/menu',
    ends: { weekday: 5, time: '23:00' },
    endsLabel: 'Ends Friday 11 PM',
  },
];

export const FEATURES = [
  { title: 'Premium Quality', text: 'Stone-ground flours, cold-pressed oils and whole spices we roast and grind in our own kitchen.', image: featureQuality },
  { title: 'Always Fresh', text: 'Every sabzi, dal and farsan is cooked the same day, in small batches through each service.', image: featureFresh },
  { title: 'Organic Farming', text: 'Vegetables, lentils and dairy from organic farms within a day’s drive of the restaurant.', image: featureOrganic },
] as const;

export const SIGNATURE_DISHES = [
  { name: 'Undhiyu', text: 'Surti winter vegetables slow-cooked upside down with methi muthiya and fresh green masala.', image: sigUndhiyu },
  { name: 'Dal Baati Churma', text: 'Wood-fired wheat baati dipped in ghee, with panchmel dal and sweet, crumbly churma.', image: sigDalBaati },
  { name: 'Paneer Tikka', text: 'Paneer, peppers and onion marinated in hung curd and spices, charred in the tandoor.', image: sigPaneerTikka },
] as const;

/** Top Trending: price, original price and the discount they make, in dollars. */
export const TRENDING = [
  { name: 'Pav Bhaji', price: 7.2, originalPrice: 9, image: trending1 },
  { name: 'Chole Bhature', price: 8.5, originalPrice: 10, image: trending2 },
  { name: 'Khaman Dhokla', price: 4.8, originalPrice: 6, image: trending3 },
  { name: 'Pyaaz Kachori', price: 4.5, originalPrice: 5, image: trending4 },
  { name: 'Gulab Jamun', price: 3.75, originalPrice: 5, image: trending5 },
  { name: 'Masala Dosa', price: 7.65, originalPrice: 9, image: trending6 },
  { name: 'Kulhad Lassi', price: 3.2, originalPrice: 4, image: trending7 },
  { name: 'Dal Makhani', price: 8.4, originalPrice: 12, image: trending8 },
] as const;

/** Whole-percent discount from the original price to the price. */
export const discountPercent = (price: number, originalPrice: number) => Math.round((1 - price / originalPrice) * 100);

export const TESTIMONIALS = [
  {
    quote: 'The Gujarati thali tastes exactly like my grandmother’s kitchen in Ahmedabad: the kadhi, the undhiyu, the little sweet touch in the dal. We come every Saturday now.',
    name: 'Priya Shah',
    detail: 'Regular since opening',
    image: avatar1,
  },
  {
    quote: 'Booked a table for twelve for my father’s birthday. They remembered he can’t eat garlic and adjusted the whole thali without us asking twice.',
    name: 'Daniel Okafor',
    detail: 'Family celebration',
    image: avatar2,
  },
  {
    quote: 'The dal baati churma is the real thing — smoky, buttery and generous. Service was warm and quick even on a packed Friday night.',
    name: 'Meera Rathore',
    detail: 'Jaipur native',
    image: avatar3,
  },
  {
    quote: 'I order the Panjabi thali for takeaway every week. It arrives hot, nothing leaks, and the rotis are still soft when I get home.',
    name: 'Arjun Mehta',
    detail: 'Takeaway regular',
    image: avatar4,
  },
  {
    quote: 'As a vegetarian it is rare to have a whole menu to choose from. The staff explained every dish and the refills kept coming.',
    name: 'Sarah Lindqvist',
    detail: 'First visit',
    image: avatar5,
  },
] as const;
