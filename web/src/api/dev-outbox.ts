import { api } from '@/lib/api-client';

/** One text as the dev outbox keeps it: where it went, how (SMS or WhatsApp), its language and SMS segments, and the code it carries. */
export interface OutboxText {
  id: string;
  phone: string;
  number: string | null;
  channel: 'sms' | 'whatsapp';
  text: string;
  /** The language it is written in. */
  lang: 'en' | 'gu' | 'hi';
  /** GSM-7 (160 characters a segment) or UCS-2 (70: any Gujarati or Devanagari letter, ₹, an emoji). */
  encoding: 'gsm7' | 'ucs2';
  /** What it costs as an SMS, which the SMS budget counts. */
  segments: number;
  sentAt: string;
  otp: string | null;
}

/** GET /api/dev/outbox?phone= (local and emulator mode only): the texts sent to a phone, newest first. */
export async function getOutbox(phone: string): Promise<OutboxText[]> {
  return (await api.get<OutboxText[]>(`/dev/outbox?phone=${encodeURIComponent(phone)}`, { auth: false })).data ?? [];
}

/** POST /api/dev/whatsapp: the local WhatsApp refuses every message from now on (a reason), or delivers again (null). */
export async function setWhatsAppFailing(failWith: string | null): Promise<string | null> {
  return (await api.post<{ failing: string | null }>('/dev/whatsapp', { failWith }, { auth: false })).data?.failing ?? null;
}
