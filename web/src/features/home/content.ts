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

// Titles and texts are keys of the "home" messages (messages/<lang>/home.ts); guests' names stay as they wrote them.

export const FEATURES = [
  { title: 'featureQualityTitle', text: 'featureQualityText', image: featureQuality },
  { title: 'featureFreshTitle', text: 'featureFreshText', image: featureFresh },
  { title: 'featureOrganicTitle', text: 'featureOrganicText', image: featureOrganic },
] as const;

export const SIGNATURE_DISHES = [
  { name: 'undhiyuName', text: 'undhiyuText', image: sigUndhiyu },
  { name: 'dalBaatiName', text: 'dalBaatiText', image: sigDalBaati },
  { name: 'paneerTikkaName', text: 'paneerTikkaText', image: sigPaneerTikka },
] as const;

export const TESTIMONIALS = [
  { quote: 'quote1', name: 'Priya Shah', detail: 'detail1', image: avatar1 },
  { quote: 'quote2', name: 'Daniel Okafor', detail: 'detail2', image: avatar2 },
  { quote: 'quote3', name: 'Meera Rathore', detail: 'detail3', image: avatar3 },
  { quote: 'quote4', name: 'Arjun Mehta', detail: 'detail4', image: avatar4 },
  { quote: 'quote5', name: 'Sarah Lindqvist', detail: 'detail5', image: avatar5 },
] as const;
