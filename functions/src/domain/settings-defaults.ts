import type { Service, Settings } from './settings';

const allDay = (): Service[] => [{ name: 'All day', opens: '08:00', closes: '23:00', lastBooking: '21:00', lastOrder: '22:30' }];

/**
 * The seeded settings. They keep what the spec fixes (hourly slots 8:00 to 21:00,
 * parties of 1 to 10, 30 days ahead, 10% service, 5% parcel, GST 9%, $ prices,
 * +91 phones) with one set of hours, every day 8 AM to 11 PM, and an Indian identity.
 */
export const DEFAULT_SETTINGS: Settings = {
  identity: {
    name: 'Thali House',
    tagline: 'Discover delectable cuisine and unforgettable moments in our welcoming culinary haven.',
    address: { line1: '12 Law Garden Road, Navrangpura', city: 'Ahmedabad', region: 'Gujarat', postcode: '380009', country: 'India' },
    mapUrl: 'https://www.openstreetmap.org/?mlat=23.0258&mlon=72.5577#map=17/23.0258/72.5577',
    geo: { lat: 23.0258, lon: 72.5577 },
    phone: '+91 79 4000 1234',
    email: 'hello@thalihouse.example',
    siteUrl: 'https://thalihouse.example',
    directions: 'Opposite Law Garden, a short walk from the Law Garden night market. Parking in the basement; the Law Garden bus stop is outside.',
    gstin: '',
    fssaiLicence: '',
  },
  locale: { currencyCode: 'USD', currencySymbol: '$', smsCountryCode: '+91', timeZone: 'Asia/Kolkata' },
  hours: {
    monday: allDay(),
    tuesday: allDay(),
    wednesday: allDay(),
    thursday: allDay(),
    friday: allDay(),
    saturday: allDay(),
    sunday: allDay(),
  },
  closures: [],
  booking: {
    slotMinutes: 60,
    seatsPerSlot: 40,
    minPartySize: 1,
    maxPartySize: 10,
    daysAhead: 30,
    minNoticeMinutes: 0,
    cancelCutoffMinutes: 0,
    maxBookingsPerPhonePerDay: 5,
    reminderMinutes: 120,
  },
  ordering: {
    accepting: true,
    pausedMessage: 'We are not taking online orders right now. Please call us or visit the restaurant.',
    orderTypes: ['dine-in', 'takeaway'],
    serviceChargeBp: 1000,
    parcelChargeBp: 500,
    quietAfterMinutes: 240,
    maxThaliPlates: 8,
  },
  tax: { name: 'GST', rateBp: 900, applies: true, inclusive: false, split: 'none', sac: '996331', invoicePrefix: 'TH', roundOff: false },
  offers: [],
  home: { topOfferItemIds: [], trendingItemIds: [] },
  kitchen: { amberMinutes: 15, redMinutes: 25 },
  printing: { ticketPaper: '80mm', billPaper: '80mm' },
  takeaway: { platesPerSlot: 20, leadMinutes: 20 },
  guests: { regularAfterVisits: 5, noShowsBeforeRequested: 2, lateCancelHours: 3 },
  staff: { inviteHours: 48 },
  privacy: { keepPhoneYears: 3 },
  devices: { switchIdleMinutes: 10, wrongPinsPerDevice: 10, wrongPinMinutes: 15 },
  charges: { serviceChargeDefault: true },
  discounts: { counterMaxPercent: 10 },
  payments: { online: { 'dine-in': 'off', takeaway: 'off' }, holdMinutes: 15, keyId: '', upiId: '', upiName: '' },
  texts: { channel: 'sms' },
};
