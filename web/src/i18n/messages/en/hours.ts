/** The English messages of the "hours" namespace: the opening hours as text, built from Settings (hours-text.ts). */
export default {
  everyDay: 'Every day {times}',
  closedEveryDay: 'Closed every day',
  /** A day without services, after its name: "Sunday closed". */
  closed: 'closed',
  line: '{days} {times}',
  twoDays: '{from} and {to}',
  dayRange: '{from} to {to}',
  closedOn: 'Closed {dates}',
  closedOnNote: 'Closed {dates} ({note})',
} as const;
