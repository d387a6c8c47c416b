import { describe, expect, it } from 'vitest';
import { PHONE, api, latestOtp, openPage, screenshot, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';

/**
 * Issue 45, "An order placed from /gu/ gets its code and its 'ready' text in Gujarati", on a 390 px phone: the menu in
 * Gujarati, a dish added and ordered there, the code's text in the dev outbox in Gujarati, the code entered in the
 * Gujarati dialog, and the kitchen's Ready texted in Gujarati too. Then checkout in Hindi says a bad phone in Hindi.
 */

const journeys = setUpJourneys({ ordering: true });
/** Gujarati letters: a text written in Gujarati has them. */
const GUJARATI = /[\u0A80-\u0AFF]/;

interface OutboxText {
  text: string;
  lang: string;
  otp: string | null;
}
const outbox = async (phone: string) => (await api<OutboxText[]>('GET', `/api/dev/outbox?phone=${phone}`)).body.data ?? [];

describe('ordering in Gujarati and Hindi', () => {
  it('an order placed from /gu/menu gets its code and its ready text in Gujarati', async () => {
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    const phone = uniquePhone();

    await page.goto('/gu/menu');
    await page.getByRole('heading', { level: 1, name: 'અમારું મેનુ' }).waitFor();
    await page.locator('.menu-card').first().waitFor();
    await screenshot(page, 'lang-menu-gu-390', { fullPage: false });
    await page
      .getByRole('button', { name: /કાર્ટમાં ઉમેરો$/ })
      .first()
      .click();
    await page.getByRole('button', { name: /કાર્ટ જુઓ/ }).click();
    const drawer = page.getByRole('dialog', { name: 'આપનું કાર્ટ' });
    await drawer.getByRole('button', { name: 'ચેકઆઉટ' }).click();
    await page.waitForURL('**/gu/orderconfirmationpage');
    await page.getByRole('heading', { level: 1, name: 'ઓર્ડર કન્ફર્મ કરો' }).waitFor();

    await page.getByLabel('નામ', { exact: true }).fill('Asha');
    await page.getByLabel('ફોન', { exact: true }).fill(phone);
    await page.getByRole('radio', { name: 'ડાઇન-ઇન' }).check();
    await page.getByLabel('ટેબલ નંબર', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'ઓર્ડર કન્ફર્મ કરો' }).click();
    const dialog = page.getByRole('dialog', { name: 'આપનો ઓર્ડર ચકાસો' });
    await dialog.waitFor();

    const [code] = await outbox(phone);
    expect(code?.lang).toBe('gu');
    expect(code?.text).toMatch(GUJARATI);

    await dialog.getByLabel('OTP', { exact: true }).fill(await latestOtp(phone));
    await dialog.getByRole('button', { name: 'ઓર્ડર કન્ફર્મ કરો' }).click();
    await page.waitForURL('**/gu/thankyou?order=*');
    await page.getByRole('heading', { level: 1, name: 'આભાર, Asha!' }).waitFor();
    const id = new URL(page.url()).searchParams.get('order')!;

    for (const status of ['Preparing', 'Ready']) {
      const moved = await api('PATCH', `/api/orders/${id}/status`, { status }, journeys.adminToken);
      expect(moved.status, moved.body.message).toBe(200);
    }
    // The ready text goes out as the status is set; the outbox is read until it is there.
    let ready: OutboxText | undefined;
    for (let i = 0; i < 50 && !(ready && ready.otp === null); i++) {
      ready = (await outbox(phone))[0];
      if (ready?.otp !== null) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready?.otp).toBeNull();
    expect(ready?.lang).toBe('gu');
    expect(ready?.text).toMatch(GUJARATI);
    await api('PATCH', `/api/orders/${id}/status`, { status: 'Completed' }, journeys.adminToken);

    // Checkout in Hindi: a bad phone is said in Hindi, by the field.
    await page.goto('/hi/menu');
    await page.locator('.menu-card').first().waitFor();
    await page
      .getByRole('button', { name: /कार्ट में जोड़ें$/ })
      .first()
      .click();
    await page.goto('/hi/orderconfirmationpage');
    await page.getByRole('heading', { level: 1, name: 'ऑर्डर कन्फ़र्म करें' }).waitFor();
    await page.getByLabel('नाम', { exact: true }).fill('Asha');
    await page.getByLabel('फ़ोन', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'ऑर्डर कन्फ़र्म करें' }).click();
    await page.locator('#confirm-error', { hasText: 'कृपया सही 10 अंकों का फ़ोन नंबर डालें' }).waitFor();
    await screenshot(page, 'lang-order-hi-390', { fullPage: true });

    expect(problems).toEqual([]);
    await context.close();
  });
});
