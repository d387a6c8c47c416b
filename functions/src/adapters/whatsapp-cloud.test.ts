import { describe, expect, it } from 'vitest';
import { orderConfirmedText } from '../domain/notifications';
import { otpSmsText } from '../services/otp';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { readWhatsAppConfig } from '../whatsapp-config';
import { WhatsAppCloud, type WhatsAppConfig } from './whatsapp-cloud';

const config: WhatsAppConfig = { phoneNumberId: '106540352242922', token: 'EAAtest', language: 'en', codeTemplate: 'thali_code', apiVersion: 'v21.0' };
const to = { phone: '9876543210', number: '+919876543210' };

function recording(reply: { status: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, sender: new WhatsAppCloud(() => config, fetchImpl) };
}
const accepted = { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ wa_id: '919876543210' }], messages: [{ id: 'wamid.HBgM' }] } };

describe('WhatsApp Cloud API sender', () => {
  it("sends an order text as its kind's utility template, with the text's variables in order, to the number without +", async () => {
    const { calls, sender } = recording(accepted);
    const text = orderConfirmedText(DEFAULT_SETTINGS, { reference: 'ABC234', orderType: 'takeaway', tableNumber: null });

    await sender.send(to, text, 'order-confirmed');

    expect(calls[0]!.url).toBe('https://graph.facebook.com/v21.0/106540352242922/messages');
    expect(calls[0]!.init.headers).toMatchObject({ authorization: 'Bearer EAAtest' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'thali_order_confirmed',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: ['Thali House', 'ABC234', 'thalihouse.example/t?r=ABC234'].map((v) => ({ type: 'text', text: v })) }],
      },
    });
  });

  it('sends a code as the authentication template: the code in the body and in the copy-code button', async () => {
    const { calls, sender } = recording(accepted);

    await sender.send(to, otpSmsText('482913', 'confirm your order', 'Thali House'), 'order-code');

    const { template } = JSON.parse(String(calls[0]!.init.body));
    expect(template).toEqual({
      name: 'thali_code',
      language: { code: 'en' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
      ],
    });
  });

  it('sends a Hindi text as its template in Hindi', async () => {
    const { calls, sender } = recording(accepted);

    await sender.send(to, orderConfirmedText(DEFAULT_SETTINGS, { reference: 'ABC234', orderType: 'takeaway', tableNumber: null }, 'hi'), 'order-confirmed');

    const { template } = JSON.parse(String(calls[0]!.init.body));
    expect(template.name).toBe('thali_order_confirmed');
    expect(template.language).toEqual({ code: 'hi' });
  });

  it("throws with the API's reason when it refuses, and when it answers without a message id", async () => {
    const refused = recording({ status: 400, body: { error: { message: '(#132001) Template name does not exist in the translation', code: 132001 } } });
    const empty = recording({ status: 200, body: {} });
    const text = orderConfirmedText(DEFAULT_SETTINGS, { reference: 'ABC234', orderType: 'takeaway', tableNumber: null });

    await expect(refused.sender.send(to, text, 'order-confirmed')).rejects.toThrow(
      /WhatsApp answered 400: \(#132001\) Template name does not exist.*\(code 132001\)/,
    );
    await expect(empty.sender.send(to, text, 'order-confirmed')).rejects.toThrow('WhatsApp answered 200: no message id');
  });

  it('is not set up until both the phone number id and a token other than "none" are there', () => {
    expect(readWhatsAppConfig({}, 'EAAtest')).toBeNull();
    expect(readWhatsAppConfig({ WHATSAPP_PHONE_NUMBER_ID: '1065' }, 'none')).toBeNull();
    expect(readWhatsAppConfig({ WHATSAPP_PHONE_NUMBER_ID: '1065' }, '')).toBeNull();
    expect(readWhatsAppConfig({ WHATSAPP_PHONE_NUMBER_ID: '1065', WHATSAPP_TEMPLATE_LANGUAGE: 'en_US' }, 'EAAtest')).toEqual({
      phoneNumberId: '1065',
      token: 'EAAtest',
      language: 'en_US',
      codeTemplate: 'thali_code',
      apiVersion: 'v21.0',
    });
  });
});
