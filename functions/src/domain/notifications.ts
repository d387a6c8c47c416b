import type { Settings } from './settings';
import { clockText } from './time';
import { LANGUAGES, LANGUAGE_LOCALES, type Language } from './languages';

/**
 * Texts that follow the guest: what each says, when it is retried,
 * and the one id per event that keeps it from going twice. Pure: the back
 * office imports the vocabulary through @domain/notifications.
 */

export const NOTIFICATION_KINDS = [
  'order-confirmed',
  'order-ready',
  'order-cancelled',
  'order-running-late',
  'reservation-confirmed',
  'reservation-cancelled',
  'reservation-reminder',
  'reservation-closed',
  'reservation-self-cancelled',
  'reservation-changed',
  'waitlist-added',
  'waitlist-ready',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Every kind of text the site sends: the codes it texts, and the messages that follow the guest. */
export const SMS_KINDS = ['order-code', 'booking-code', 'account-code', 'staff-invite', ...NOTIFICATION_KINDS] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** How a text goes out: the budget counts each apart, and the dev outbox shows it beside each text. */
export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];
/** The channel a text is tried on first, by Settings (texts.channel). */
export const firstChannel = (s: Pick<Settings, 'texts'>): TextChannel => (s.texts.channel === 'sms' ? 'sms' : 'whatsapp');

/**
 * Each kind's body as registered on India's DLT platform, `{#var#}` marking a variable: operators drop a
 * text that does not match the template its id names. A new kind adds its line here, registers the same
 * body, and puts the id the registration gives in SMS_TEMPLATE_<KIND> (functions/.env.<project>).
 */
export const SMS_DLT_TEMPLATES: Record<SmsKind, string> = {
  'order-code': '{#var#} is your {#var#} code to {#var#}. It is valid for 10 minutes. Never share it.',
  'booking-code': '{#var#} is your {#var#} code to {#var#}. It is valid for 10 minutes. Never share it.',
  'account-code': '{#var#} is your {#var#} code to {#var#}. It is valid for 10 minutes. Never share it.',
  'staff-invite': '{#var#} is your {#var#} code to join the staff as {#var#}. Set your password at {#var#} within {#var#} hours. Never share it.',
  'order-confirmed': '{#var#}: order #{#var#} is confirmed. Follow it here: {#var#}',
  'order-ready': '{#var#}: {#var#} #{#var#} is {#var#}.',
  'order-cancelled': "{#var#}: we're sorry, order #{#var#} was cancelled by the restaurant. Questions? Call {#var#}.",
  'order-running-late': "{#var#}: sorry, we're running late. Order #{#var#} will be ready for pickup at about {#var#}.",
  'reservation-confirmed': '{#var#}: your table for {#var#} on {#var#} at {#var#} is confirmed. Reference {#var#}. View or cancel: {#var#}',
  'reservation-cancelled': "{#var#}: we're sorry, your table on {#var#} at {#var#} (reference {#var#}) was cancelled by the restaurant. Please call {#var#}.",
  'reservation-reminder': "{#var#}: a reminder of your table for {#var#} on {#var#} at {#var#}. Reference {#var#}. Can't come? Cancel here: {#var#}",
  'reservation-closed':
    "{#var#}: we're sorry, we are closed on {#var#}, so we can't welcome you for your table at {#var#} (reference {#var#}). Book another day: {#var#} or call {#var#}.",
  'reservation-self-cancelled': '{#var#}: your table on {#var#} at {#var#} (reference {#var#}) is cancelled, as you asked. Book again any time: {#var#}',
  'reservation-changed': '{#var#}: your table is moved, as you asked: {#var#} on {#var#} at {#var#}. Reference {#var#}. View or change: {#var#}',
  'waitlist-added': '{#var#}: you are number {#var#} on our waitlist for {#var#}, wait about {#var#}. See your place: {#var#}',
  'waitlist-ready': '{#var#}: your table for {#var#} is ready. Please come to the counter now.',
};

/** The kinds a guest receives, in the guest's language; a staff invitation stays English, as the back office. */
export type GuestTextKind = Exclude<SmsKind, 'staff-invite'>;
export const GUEST_TEXT_KINDS = SMS_KINDS.filter((k): k is GuestTextKind => k !== 'staff-invite');

/**
 * The guests' texts in each language, one body per kind and language, each registered as its own DLT template
 * (SMS_TEMPLATE_<KIND>_GU, _HI) and WhatsApp template (language gu, hi). Kept within 2 segments of Unicode SMS
 * (134 characters) at their longest (services/guest-texts.test.ts). Gujarati and Hindi as guests write them: the
 * English words they use (ઓર્ડર, ટેબલ, कन्फ़र्म) kept, Latin digits, the restaurant's name and links as they are.
 * To fit, a booking's text that carries its link (which holds the reference) leaves the reference out, and the closure
 * apology its phone number (the booking page, linked, shows it) and the closure's note (the owner's English words);
 * their variables are otherwise in the English order.
 */
export const TEXT_TEMPLATES: { en: Record<SmsKind, string> } & Record<Exclude<Language, 'en'>, Record<GuestTextKind, string>> = {
  en: SMS_DLT_TEMPLATES,
  gu: {
    'order-code': '{#var#} તમારો {#var#} કોડ છે, {#var#} માટે. 10 મિનિટ માન્ય. કોઈને આપશો નહીં.',
    'booking-code': '{#var#} તમારો {#var#} કોડ છે, {#var#} માટે. 10 મિનિટ માન્ય. કોઈને આપશો નહીં.',
    'account-code': '{#var#} તમારો {#var#} કોડ છે, {#var#} માટે. 10 મિનિટ માન્ય. કોઈને આપશો નહીં.',
    'order-confirmed': '{#var#}: ઓર્ડર #{#var#} કન્ફર્મ થયો છે. અહીં જુઓ: {#var#}',
    'order-ready': '{#var#}: {#var#} ઓર્ડર #{#var#} {#var#}.',
    'order-cancelled': '{#var#}: માફ કરશો, અમારે ઓર્ડર #{#var#} રદ કરવો પડ્યો. પ્રશ્ન હોય તો ફોન કરો: {#var#}',
    'order-running-late': '{#var#}: માફ કરશો, થોડું મોડું થયું છે. ઓર્ડર #{#var#} આશરે {#var#} સુધીમાં તૈયાર થશે.',
    'reservation-confirmed': '{#var#}: ટેબલ કન્ફર્મ: {#var#}, {#var#}, {#var#}. જુઓ કે રદ કરો: {#var#}',
    'reservation-cancelled': '{#var#}: માફ કરશો, {#var#}, {#var#} નું ટેબલ (રેફ. {#var#}) રદ કરવું પડ્યું. ફોન: {#var#}',
    'reservation-reminder': '{#var#}: યાદ રહે, ટેબલ: {#var#}, {#var#}, {#var#}. ન આવી શકો તો: {#var#}',
    'reservation-closed': '{#var#}: માફ કરશો, {#var#} અમે બંધ છીએ; {#var#} નું ટેબલ રદ. ફરી બુક કરો: {#var#}',
    'reservation-self-cancelled': '{#var#}: કહ્યા મુજબ {#var#}, {#var#} નું ટેબલ રદ કર્યું. ફરી બુક કરો: {#var#}',
    'reservation-changed': '{#var#}: કહ્યા મુજબ ટેબલ બદલ્યું: {#var#}, {#var#}, {#var#}. જુઓ: {#var#}',
    'waitlist-added': '{#var#}: વેઇટલિસ્ટમાં તમારો નંબર {#var#} છે ({#var#}), આશરે {#var#} રાહ. જુઓ: {#var#}',
    'waitlist-ready': '{#var#}: તમારું ટેબલ તૈયાર છે ({#var#}). કૃપા કરી હમણાં કાઉન્ટર પર આવો.',
  },
  hi: {
    'order-code': '{#var#} आपका {#var#} कोड है, {#var#} के लिए। 10 मिनट तक मान्य। किसी को न बताएं।',
    'booking-code': '{#var#} आपका {#var#} कोड है, {#var#} के लिए। 10 मिनट तक मान्य। किसी को न बताएं।',
    'account-code': '{#var#} आपका {#var#} कोड है, {#var#} के लिए। 10 मिनट तक मान्य। किसी को न बताएं।',
    'order-confirmed': '{#var#}: ऑर्डर #{#var#} कन्फ़र्म हो गया है। यहाँ देखें: {#var#}',
    'order-ready': '{#var#}: {#var#} ऑर्डर #{#var#} {#var#}।',
    'order-cancelled': '{#var#}: क्षमा करें, हमें ऑर्डर #{#var#} रद्द करना पड़ा। सवाल हो तो कॉल करें: {#var#}',
    'order-running-late': '{#var#}: क्षमा करें, थोड़ी देर हो गई है। ऑर्डर #{#var#} लगभग {#var#} तक तैयार होगा।',
    'reservation-confirmed': '{#var#}: टेबल कन्फ़र्म: {#var#}, {#var#}, {#var#}। देखें या रद्द करें: {#var#}',
    'reservation-cancelled': '{#var#}: खेद है, {#var#}, {#var#} की टेबल (रेफ़. {#var#}) रद्द करनी पड़ी। कॉल: {#var#}',
    'reservation-reminder': '{#var#}: याद रहे, आपकी टेबल: {#var#}, {#var#}, {#var#}। न आ सकें तो: {#var#}',
    'reservation-closed': '{#var#}: खेद है, {#var#} हम बंद हैं; {#var#} की टेबल रद्द। फिर बुक करें: {#var#}',
    'reservation-self-cancelled': '{#var#}: आपके कहने पर {#var#}, {#var#} की टेबल रद्द की गई। फिर बुक करें: {#var#}',
    'reservation-changed': '{#var#}: आपके कहने पर टेबल बदली गई: {#var#}, {#var#}, {#var#}। देखें: {#var#}',
    'waitlist-added': '{#var#}: वेटलिस्ट में आपका नंबर {#var#} है ({#var#}), लगभग {#var#} इंतज़ार। देखें: {#var#}',
    'waitlist-ready': '{#var#}: आपकी टेबल तैयार है ({#var#})। कृपया अभी काउंटर पर आएं।',
  },
};

/** A kind's body in a language; a staff invitation has only its English one. */
export const templateFor = (kind: SmsKind, lang: Language): string =>
  lang === 'en' || kind === 'staff-invite' ? SMS_DLT_TEMPLATES[kind] : TEXT_TEMPLATES[lang][kind];

/** The config variable that holds a kind's DLT template id: order-code in SMS_TEMPLATE_ORDER_CODE, its Gujarati body in SMS_TEMPLATE_ORDER_CODE_GU. */
export const smsTemplateVariable = (kind: SmsKind, lang: Language = 'en') =>
  `SMS_TEMPLATE_${kind.toUpperCase().replace(/-/g, '_')}${lang === 'en' ? '' : `_${lang.toUpperCase()}`}`;

const DLT_VAR = '{#var#}';
/** A template with its variables filled in, in order. */
export const fillTemplate = (template: string, vars: readonly (string | number)[]): string => {
  let i = 0;
  return template.replace(/\{#var#\}/g, () => String(vars[i++] ?? ''));
};

const variablesIn = (template: string, text: string): string[] | null => {
  const pattern = template
    .split(DLT_VAR)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  return new RegExp(`^${pattern}$`, 's').exec(text)?.slice(1) ?? null;
};

/** The language and variables of a text in one of its kind's registered templates, or null when it matches none. */
export function dltMatch(kind: SmsKind, text: string): { lang: Language; vars: string[] } | null {
  for (const lang of LANGUAGES) {
    const vars = variablesIn(templateFor(kind, lang), text);
    if (vars && (lang === 'en' || kind !== 'staff-invite')) return { lang, vars };
  }
  return null;
}

/** The variables of a text in its kind's registered template (in any language), in order, or null when the text does not match it. */
export const dltVariables = (kind: SmsKind, text: string): string[] | null => dltMatch(kind, text)?.vars ?? null;

/**
 * pending: waiting for its (next) attempt; sending: an attempt is under way;
 * sent: the gateway took it; failed: given up (too many attempts, or an attempt
 * whose outcome is unknown, which is never repeated so no guest gets a text twice);
 * skipped: never sent, on purpose (staff closed the order without a text, or it was too old), with why.
 */
export const NOTIFICATION_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const NOTIFICATION_LABEL: Record<NotificationKind, string> = {
  'order-confirmed': 'Order confirmed',
  'order-ready': 'Order ready',
  'order-cancelled': 'Order cancelled',
  'order-running-late': 'Running late',
  'reservation-confirmed': 'Booking confirmed',
  'reservation-cancelled': 'Booking cancelled',
  'reservation-reminder': 'Booking reminder',
  'reservation-closed': 'Closure apology',
  'reservation-self-cancelled': 'Booking cancelled by the guest',
  'reservation-changed': 'Booking changed by the guest',
  'waitlist-added': 'Added to the waitlist',
  'waitlist-ready': 'Table ready',
};

/** notifications/{kind}_{subject id}: one per event, so a status set twice or a job run twice finds it already there. */
export const notificationId = (kind: NotificationKind, subjectId: string) => `${kind}_${subjectId}`;

/** Waits before the 2nd, 3rd, ... attempt; after the last, the text is given up. */
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1;
/** An attempt not reported back within this long is taken as failed, and not repeated. */
export const SEND_LEASE_MS = 2 * 60_000;

/** When the next attempt may run after `attempts` failed ones, or null when it is time to give up. */
export function nextAttemptAt(attempts: number, now: Date): string | null {
  const wait = RETRY_BACKOFF_MS[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait).toISOString();
}

/** A message as the back office shows it. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  label: string;
  phone: string;
  text: string;
  state: NotificationState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/* The texts. Links name the site's domain (Settings' site URL) so phones make them tappable. */

type Identity = Pick<Settings, 'identity'>;
/** What a link needs: the site's address. */
type Site = { identity: Pick<Settings['identity'], 'siteUrl'> };
const from = (s: Identity) => s.identity.name;

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);

/** Most DLT operators refuse a variable longer than this: a text whose link variable is longer is scrubbed. */
export const DLT_VARIABLE_LIMIT = 30;
/** The site's domain, as texts write it: without the scheme, so a link fits one DLT variable; phones make it tappable all the same. */
export const siteDomain = (s: Site) => s.identity.siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
/**
 * The link a text carries to an order or a booking: the site's own domain (whitelisted on the DLT portal) and a short
 * query path, "thalihouse.in/t?r=ABC234"; /t redirects to /track/ or /reservation/ by the reference (http/short-link.ts).
 */
export const shortLink = (s: Site, reference: string) => `${siteDomain(s)}/t?r=${reference}`;
export const trackLink = shortLink;
export const manageLink = shortLink;
/** Where a text sends a guest to book again. */
export const bookLink = (s: Site) => `${siteDomain(s)}/booktable`;
/** The longest link a text can carry on this domain: a booking's (8-character reference), or the booking page's. */
export const longestTextLink = (s: Site) => [shortLink(s, 'ABCD2345'), bookLink(s)].reduce((a, b) => (b.length > a.length ? b : a));

export interface OrderFacts {
  reference: string;
  orderType: 'dine-in' | 'takeaway';
  tableNumber: string | null;
  /** The day's token the counter calls out; absent on older orders. */
  tokenNumber?: number | null;
}

/** "Token 17 is ready. Order #…", said first so a glance at the phone matches the counter's call; "order #…" without a token. */
const tokenReady = (o: OrderFacts) => (o.tokenNumber ? `Token ${o.tokenNumber} is ready. Order` : 'order');

/* The Gujarati and Hindi texts' variables: dates and party sizes in the language, digits and times in Latin letters as Indian texts write them. */
type Local = Exclude<Language, 'en'>;
const localDate = (date: string, lang: Local) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC', numberingSystem: 'latn' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const localGuests = (n: number, lang: Local) => (lang === 'gu' ? `${n} વ્યક્તિ` : n === 1 ? '1 व्यक्ति' : `${n} लोग`);
const LOCAL_WORDS = {
  gu: {
    token: (n: number) => `ટોકન ${n} તૈયાર છે.`,
    order: 'તમારો',
    pickup: 'કાઉન્ટર પર તૈયાર છે, લઈ જાઓ',
    toTable: (table: string | null) => (table ? `ટેબલ ${table} પર આવે છે` : 'તમારા ટેબલ પર આવી રહ્યો છે'),
    minutes: (m: number) => (m > 0 ? `${m} મિનિટ` : 'થોડી મિનિટ'),
  },
  hi: {
    token: (n: number) => `टोकन ${n} तैयार है।`,
    order: 'आपका',
    pickup: 'काउंटर पर तैयार है, ले जाएं',
    toTable: (table: string | null) => (table ? `टेबल ${table} पर आ रहा है` : 'आपकी टेबल पर आ रहा है'),
    minutes: (m: number) => (m > 0 ? `${m} मिनट` : 'कुछ मिनट'),
  },
} as const;
const local = (kind: GuestTextKind, lang: Local, vars: readonly (string | number)[]) => fillTemplate(TEXT_TEMPLATES[lang][kind], vars);
/** A booking's date, time and party, as the Gujarati and Hindi texts write them. */
const when = (r: BookingFacts, lang: Local) => ({ date: localDate(r.date, lang), time: clockText(r.time), party: localGuests(r.partySize, lang) });

export const orderConfirmedText = (s: Identity, o: OrderFacts, lang: Language = 'en') =>
  lang === 'en'
    ? `${from(s)}: order #${o.reference} is confirmed. Follow it here: ${trackLink(s, o.reference)}`
    : local('order-confirmed', lang, [from(s), o.reference, trackLink(s, o.reference)]);

export function orderReadyText(s: Identity, o: OrderFacts, lang: Language = 'en'): string {
  if (lang !== 'en') {
    const w = LOCAL_WORDS[lang];
    const where = o.orderType === 'takeaway' ? w.pickup : w.toTable(o.tableNumber);
    return local('order-ready', lang, [from(s), o.tokenNumber ? w.token(o.tokenNumber) : w.order, o.reference, where]);
  }
  return o.orderType === 'takeaway'
    ? `${from(s)}: ${tokenReady(o)} #${o.reference} is ready for pickup at the counter.`
    : `${from(s)}: ${tokenReady(o)} #${o.reference} is on its way to your table${o.tableNumber ? ` (table ${o.tableNumber})` : ''}.`;
}

export const orderCancelledText = (s: Identity, o: OrderFacts, lang: Language = 'en') =>
  lang === 'en'
    ? `${from(s)}: we're sorry, order #${o.reference} was cancelled by the restaurant. Questions? Call ${s.identity.phone}.`
    : local('order-cancelled', lang, [from(s), o.reference, s.identity.phone]);

/** The kitchen is behind: the takeaway's new pickup time, texted once per order. */
export const orderRunningLateText = (s: Identity, o: { reference: string; time: string }, lang: Language = 'en') =>
  lang === 'en'
    ? `${from(s)}: sorry, we're running late. Order #${o.reference} will be ready for pickup at about ${clockText(o.time)}.`
    : local('order-running-late', lang, [from(s), o.reference, clockText(o.time)]);

export interface BookingFacts {
  reference: string;
  date: string;
  time: string;
  partySize: number;
}

export function reservationConfirmedText(s: Identity, r: BookingFacts, lang: Language = 'en'): string {
  if (lang === 'en') {
    return `${from(s)}: your table for ${guests(r.partySize)} on ${longDate(r.date)} at ${clockText(r.time)} is confirmed. Reference ${r.reference}. View or cancel: ${manageLink(s, r.reference)}`;
  }
  const w = when(r, lang);
  return local('reservation-confirmed', lang, [from(s), w.party, w.date, w.time, manageLink(s, r.reference)]);
}

export function reservationCancelledText(s: Identity, r: BookingFacts, lang: Language = 'en'): string {
  if (lang === 'en') {
    return `${from(s)}: we're sorry, your table on ${longDate(r.date)} at ${clockText(r.time)} (reference ${r.reference}) was cancelled by the restaurant. Please call ${s.identity.phone}.`;
  }
  const w = when(r, lang);
  return local('reservation-cancelled', lang, [from(s), w.date, w.time, r.reference, s.identity.phone]);
}

export function reservationReminderText(s: Identity, r: BookingFacts, lang: Language = 'en'): string {
  if (lang === 'en') {
    return `${from(s)}: a reminder of your table for ${guests(r.partySize)} on ${longDate(r.date)} at ${clockText(r.time)}. Reference ${r.reference}. Can't come? Cancel here: ${manageLink(s, r.reference)}`;
  }
  const w = when(r, lang);
  return local('reservation-reminder', lang, [from(s), w.party, w.date, w.time, manageLink(s, r.reference)]);
}

/** A closure saved over a confirmed booking: an apology, with where to book again and the number to call. */
export function reservationClosedText(s: Identity, r: BookingFacts & { note: string }, lang: Language = 'en'): string {
  if (lang === 'en') {
    return `${from(s)}: we're sorry, we are closed on ${longDate(r.date)}${r.note ? ` (${r.note})` : ''}, so we can't welcome you for your table at ${clockText(r.time)} (reference ${r.reference}). Book another day: ${bookLink(s)} or call ${s.identity.phone}.`;
  }
  const w = when(r, lang);
  return local('reservation-closed', lang, [from(s), w.date, w.time, bookLink(s)]);
}

export function reservationSelfCancelledText(s: Identity, r: BookingFacts, lang: Language = 'en'): string {
  if (lang === 'en') {
    return `${from(s)}: your table on ${longDate(r.date)} at ${clockText(r.time)} (reference ${r.reference}) is cancelled, as you asked. Book again any time: ${bookLink(s)}`;
  }
  const w = when(r, lang);
  return local('reservation-self-cancelled', lang, [from(s), w.date, w.time, bookLink(s)]);
}

/** The guest moved the booking: its new day, time and party, with the link to see it. */
export function reservationChangedText(s: Identity, r: BookingFacts, lang: Language = 'en'): string {
  if (lang === 'en') {
    return `${from(s)}: your table is moved, as you asked: ${guests(r.partySize)} on ${longDate(r.date)} at ${clockText(r.time)}. Reference ${r.reference}. View or change: ${manageLink(s, r.reference)}`;
  }
  const w = when(r, lang);
  return local('reservation-changed', lang, [from(s), w.party, w.date, w.time, manageLink(s, r.reference)]);
}

export interface WaitlistFacts {
  reference: string;
  partySize: number;
  place: number;
  quotedMinutes: number;
}

/** A walk-in added to the waitlist: their place, the quoted wait, and the link that shows the place live. */
export const waitlistAddedText = (s: Identity, w: WaitlistFacts, lang: Language = 'en') =>
  lang === 'en'
    ? `${from(s)}: you are number ${w.place} on our waitlist for ${guests(w.partySize)}, wait about ${w.quotedMinutes > 0 ? `${w.quotedMinutes} min` : 'a few min'}. See your place: ${shortLink(s, w.reference)}`
    : local('waitlist-added', lang, [from(s), w.place, localGuests(w.partySize, lang), LOCAL_WORDS[lang].minutes(w.quotedMinutes), shortLink(s, w.reference)]);

/** The counter calls the party in: sent once per waitlist entry. */
export const waitlistReadyText = (s: Identity, w: Pick<WaitlistFacts, 'partySize'>, lang: Language = 'en') =>
  lang === 'en'
    ? `${from(s)}: your table for ${guests(w.partySize)} is ready. Please come to the counter now.`
    : local('waitlist-ready', lang, [from(s), localGuests(w.partySize, lang)]);

/** Why a guest text was not sent, as the back office shows it. */
export const quietReason = (q: { by: 'staff'; name: string } | { by: 'age'; minutes: number; limit: number }): string =>
  q.by === 'staff'
    ? `Not texted: ${q.name} moved the order on without a guest text`
    : `Not texted: the order was ${Math.round(q.minutes / 60) >= 2 ? `${Math.round(q.minutes / 60)} hours` : `${q.minutes} minutes`} old (no texts after ${q.limit} minutes, in Settings)`;
