import featureFresh from '@/assets/art/feature-fresh.svg?no-inline';
import featureOrganic from '@/assets/art/feature-organic.svg?no-inline';
import featureQuality from '@/assets/art/feature-quality.svg?no-inline';
import sigDalBaati from '@/assets/art/signature-dal-baati.svg?no-inline';
import sigPaneerTikka from '@/assets/art/signature-paneer-tikka.svg?no-inline';
import sigUndhiyu from '@/assets/art/signature-undhiyu.svg?no-inline';
import avatar1 from '@/assets/art/avatar-1.svg?no-inline';
import avatar2 from '@/assets/art/avatar-2.svg?no-inline';
import avatar3 from '@/assets/art/avatar-3.svg?no-inline';
import avatar4 from '@/assets/art/avatar-4.svg?no-inline';
import avatar5 from '@/assets/art/avatar-5.svg?no-inline';

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

export const TESTIMONIALS = [
  {
    quote:
      'The Gujarati thali tastes exactly like my grandmother’s kitchen in Ahmedabad: the kadhi, the undhiyu, the little sweet touch in the dal. We come every Saturday now.',
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
