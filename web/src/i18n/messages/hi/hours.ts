import type en from '../en/hours';
import type { Translation } from '../../types';

export default {
  everyDay: 'रोज़ {times}',
  closedEveryDay: 'हर दिन बंद',
  closed: 'बंद',
  line: '{days} {times}',
  twoDays: '{from} और {to}',
  dayRange: '{from} से {to}',
  closedOn: '{dates} को बंद',
  closedOnNote: '{dates} को बंद ({note})',
} satisfies Translation<typeof en>;
