import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';

/** Settings an owner might save: another name, address and phone, lunch and dinner with Monday closed, a closure to come and one past. */
const lunchAndDinner = [
  { name: 'Lunch', opens: '12:00', closes: '15:00', lastBooking: '14:00', lastOrder: '14:30' },
  { name: 'Dinner', opens: '19:00', closes: '23:00', lastBooking: '21:30', lastOrder: '22:30' },
];

export const OWNER_SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  identity: {
    ...DEFAULT_SETTINGS.identity,
    name: 'Rasoi Ghar',
    address: { line1: '5 Station Road', city: 'Jaipur', region: 'Rajasthan', postcode: '302001', country: 'India' },
    phone: '+91 141 222 3344',
    email: 'namaste@rasoi.example',
    mapUrl: 'https://maps.example/rasoi',
    geo: { lat: 26.9124, lon: 75.7873 },
    siteUrl: 'https://rasoi.example',
    directions: 'Behind the railway station, next to the post office.',
  },
  hours: {
    ...DEFAULT_SETTINGS.hours,
    monday: [],
    tuesday: lunchAndDinner,
    wednesday: lunchAndDinner,
    thursday: lunchAndDinner,
    friday: lunchAndDinner,
    saturday: lunchAndDinner,
    sunday: lunchAndDinner,
  },
  closures: [
    { from: '2099-12-25', to: '2099-12-25', note: 'Christmas' },
    { from: '2000-01-01', to: '2000-01-02', note: 'Long past' },
  ],
};
