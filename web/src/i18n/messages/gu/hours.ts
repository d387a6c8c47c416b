import type en from '../en/hours';
import type { Translation } from '../../types';

export default {
  everyDay: 'દરરોજ {times}',
  closedEveryDay: 'દરરોજ બંધ',
  closed: 'બંધ',
  line: '{days} {times}',
  twoDays: '{from} અને {to}',
  dayRange: '{from}થી {to}',
  closedOn: '{dates} બંધ',
  closedOnNote: '{dates} બંધ ({note})',
} satisfies Translation<typeof en>;
