import type en from '../en/cart';
import type { Translation } from '../../types';

export default {
  viewCart: 'કાર્ટ જુઓ',
  items_one: '{count} વસ્તુ',
  items_other: '{count} વસ્તુઓ',
  title: 'આપનું કાર્ટ',
  close: 'કાર્ટ બંધ કરો',
  empty: 'આપનું કાર્ટ ખાલી છે. મેનુમાંથી કોઈ વાનગી ઉમેરો.',
  emptyToast: 'કાર્ટ ખાલી છે',
  each: 'દરેક',
  quantityOf: '{name}ની સંખ્યા',
  decrease: '{name} ઘટાડો',
  increase: '{name} વધારો',
  remove: 'કાઢો',
  removeNamed: '{name} કાઢો',
  subtotal: 'પેટા સરવાળો',
  checkout: 'ચેકઆઉટ',
  continue: 'મેનુ જોતા રહો',
  chargeBoth: 'સર્વિસ કે પાર્સલ ચાર્જ',
  chargeParcel: 'પાર્સલ ચાર્જ',
  chargeService: 'સર્વિસ ચાર્જ',
  chargesAndTax: '{charge} અને {tax} ચેકઆઉટ વખતે ઉમેરાય છે.',
  chargesOnly: '{charge} ચેકઆઉટ વખતે ઉમેરાય છે.',
} satisfies Translation<typeof en>;
