/**
 * The owner's Gujarati and Hindi names over real HTTP: a dish's name and description, a category's name and the
 * thali's components and an offer's title and blurb are saved in the back office and read by guests with ?lang=gu or ?lang=hi, the English standing
 * in wherever a translation is missing. Without lang every reply is as before; an unknown lang is refused (400).
 */
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

// A date no other API file uses, so that its thali is this file's own on a shared store.
const TODAY = '2036-02-11';
const { t, tokens } = apiForFile({ at: restaurantInstant(TODAY, '12:00', DEFAULT_SETTINGS.locale.timeZone), sessions: { admin: 'admin', owner: 'owner' } });

interface Dish {
  _id: string;
  name: string;
  nameEn?: string;
  description: string;
  category: string;
  categoryName?: string;
  nameI18n?: Record<string, string>;
  descriptionI18n?: Record<string, string>;
}

const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
async function dishForm(fields: Record<string, string>, withImage: boolean): Promise<FormData> {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (withImage) f.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'dish.png');
  return f;
}
const base = { name: 'Methi Thepla', description: 'Fenugreek flatbreads with curd and pickle', price: '3.5', category: 'Snacks' };
const menuIn = async (lang?: string) => {
  const r = await t.call<Dish[]>('GET', `/api/menu${lang ? `?lang=${lang}` : ''}`);
  expect(r.status, r.body.message).toBe(200);
  return r;
};
const find = (dishes: Dish[], id: string) => dishes.find((d) => d._id === id)!;

describe('a dish in Gujarati and Hindi', () => {
  it('is saved with its translations, read in each language with the English beside it, and unchanged without lang', async () => {
    const added = await t.call<Dish>('POST', '/api/menu/admin', {
      token: tokens.admin,
      form: await dishForm(
        {
          ...base,
          nameI18n: JSON.stringify({ gu: ' મેથી થેપલા ', hi: 'मेथी थेपला' }),
          descriptionI18n: JSON.stringify({ gu: 'દહીં અને અથાણાં સાથે મેથીના થેપલા', hi: '' }),
        },
        true,
      ),
    });
    expect(added.status, added.body.message).toBe(201);
    const id = added.body.data!._id;
    // Trimmed, and the blank Hindi description is no translation at all.
    expect(added.body.data).toMatchObject({ nameI18n: { gu: 'મેથી થેપલા', hi: 'मेथी थेपला' }, descriptionI18n: { gu: 'દહીં અને અથાણાં સાથે મેથીના થેપલા' } });

    const gu = find((await menuIn('gu')).body.data!, id);
    expect(gu).toMatchObject({
      name: 'મેથી થેપલા',
      nameEn: 'Methi Thepla',
      description: 'દહીં અને અથાણાં સાથે મેથીના થેપલા',
      category: 'Snacks',
      categoryName: 'નાસ્તો',
    });
    const hi = find((await menuIn('hi')).body.data!, id);
    expect(hi).toMatchObject({ name: 'मेथी थेपला', nameEn: 'Methi Thepla', description: base.description, categoryName: 'स्नैक्स' });
    // The English description is not sent with a translated one: no page shows it.
    expect(gu).not.toHaveProperty('descriptionEn');

    const en = find((await menuIn()).body.data!, id);
    expect(en.name).toBe('Methi Thepla');
    expect(Object.keys(en)).not.toContain('nameEn');
    expect(Object.keys(en)).not.toContain('nameI18n');
    expect(find((await menuIn('en')).body.data!, id).name).toBe('Methi Thepla');

    const one = await t.call<Dish>('GET', `/api/menu/${id}?lang=hi`);
    expect(one.body.data).toMatchObject({ name: 'मेथी थेपला', nameEn: 'Methi Thepla' });

    // An edit that sends no translations keeps them; one that sends {} removes them.
    const kept = await t.call<Dish>('PUT', `/api/menu/admin/${id}`, { token: tokens.admin, form: await dishForm({ ...base, price: '3.75' }, false) });
    expect(kept.status, kept.body.message).toBe(200);
    expect(kept.body.data!.nameI18n).toEqual({ gu: 'મેથી થેપલા', hi: 'मेथी थेपला' });
    const cleared = await t.call<Dish>('PUT', `/api/menu/admin/${id}`, { token: tokens.admin, form: await dishForm({ ...base, nameI18n: '{}' }, false) });
    expect(cleared.body.data!.nameI18n).toEqual({});
    expect(find((await menuIn('gu')).body.data!, id).name).toBe('Methi Thepla');

    expect((await t.call('DELETE', `/api/menu/admin/${id}`, { token: tokens.admin })).status).toBe(200);
  });

  it('the seeded menu answers in Gujarati and Hindi, and the dish left untranslated shows its English, never an empty name', async () => {
    const gu = (await menuIn('gu')).body.data!;
    const hi = (await menuIn('hi')).body.data!;
    const byEn = (list: Dish[], name: string) => list.find((d) => d.nameEn === name)!;
    expect(byEn(gu, 'Dal Baati Churma')).toMatchObject({ name: 'દાળ બાટી ચુરમા', categoryName: 'થાળી' });
    expect(byEn(gu, 'Dal Baati Churma').description).toBe('રાજસ્થાનની ઓળખ: ઘીમાં ડુબાડેલી શેકેલી ઘઉંની બાટી, પંચમેળ દાળ અને મીઠા ચુરમા સાથે.');
    expect(byEn(hi, 'Dal Baati Churma')).toMatchObject({ name: 'दाल बाटी चूरमा', categoryName: 'थाली' });
    expect(byEn(gu, 'Veg Hakka Noodles').name).toBe('Veg Hakka Noodles');
    expect(byEn(hi, 'Veg Hakka Noodles').name).toBe('Veg Hakka Noodles');
    for (const d of [...gu, ...hi]) expect(d.name.trim()).not.toBe('');
  });

  it('refuses a translation longer than the English name may be, or one that is not text, saving nothing', async () => {
    const before = (await menuIn()).body.data!.length;
    const long = await t.call('POST', '/api/menu/admin', {
      token: tokens.admin,
      form: await dishForm({ ...base, name: 'Bajra Rotla', nameI18n: JSON.stringify({ gu: 'ર'.repeat(121) }) }, true),
    });
    expect([long.status, long.body.code, long.body.message]).toEqual([400, 'validation_failed', 'Gujarati name must be at most 120 characters']);
    const garbled = await t.call('POST', '/api/menu/admin', {
      token: tokens.admin,
      form: await dishForm({ ...base, name: 'Bajra Rotla', nameI18n: '{gu:' }, true),
    });
    expect(garbled.status).toBe(400);
    expect((await menuIn()).body.data!.length).toBe(before);
  });

  it('refuses a lang it does not speak (400) rather than answering English as if the translation were missing', async () => {
    for (const path of ['/api/menu?lang=fr', '/api/categories?lang=GU', '/api/thali?lang=english']) {
      const r = await t.call('GET', path);
      expect([r.status, r.body.code, r.body.message], path).toEqual([400, 'validation_failed', "lang must be 'en', 'gu' or 'hi'"]);
    }
  });

  it('caches each language under its own ETag: the English one does not answer a Gujarati request', async () => {
    const en = await menuIn();
    const gu = await menuIn('gu');
    const enTag = en.headers.get('etag')!;
    const guTag = gu.headers.get('etag')!;
    expect(guTag).not.toBe(enTag);
    expect((await t.call('GET', '/api/menu?lang=gu', { headers: { 'if-none-match': enTag } })).status).toBe(200);
    expect((await t.call('GET', '/api/menu?lang=gu', { headers: { 'if-none-match': guTag } })).status).toBe(304);
    expect(gu.headers.get('vary') ?? '').not.toMatch(/cookie/i);
  });
});

describe('a category in Gujarati and Hindi', () => {
  it('is saved with its names, changed, and read by guests as labels beside the English names dishes are filed under', async () => {
    const call = (method: string, path: string, body?: unknown) =>
      t.call<{ id: string; nameI18n: Record<string, string> }>(method, `/api/admin/categories${path}`, { body, token: tokens.admin });
    const added = await call('POST', '', { name: 'Winter Specials', nameI18n: { gu: 'શિયાળુ વાનગીઓ', hi: '  ' } });
    expect(added.status, added.body.message).toBe(201);
    const id = added.body.data!.id;
    expect(added.body.data!.nameI18n).toEqual({ gu: 'શિયાળુ વાનગીઓ' });

    const hi = await t.call('GET', '/api/categories?lang=hi');
    expect((hi.body.names as Record<string, string>)['Winter Specials']).toBe('Winter Specials');
    expect(hi.body.categories).toContain('Winter Specials');
    const patched = await call('PATCH', `/${id}`, { nameI18n: { gu: 'શિયાળુ વાનગીઓ', hi: 'सर्दियों के व्यंजन' } });
    expect(patched.status, patched.body.message).toBe(200);
    const names = (await t.call('GET', '/api/categories?lang=hi')).body.names as Record<string, string>;
    expect(names['Winter Specials']).toBe('सर्दियों के व्यंजन');
    expect(names['Thali']).toBe('थाली');
    expect((await t.call('GET', '/api/categories')).body.names).toBeUndefined();

    const tooLong = await call('PATCH', `/${id}`, { nameI18n: { hi: 'व'.repeat(41) } });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Hindi category name must be at most 40 characters']);
    expect((await call('DELETE', `/${id}`)).status).toBe(200);
  });
});

describe('the thali’s components in Gujarati and Hindi', () => {
  it('are named from the library’s translations, with the English where the owner gave none', async () => {
    // The library is the store's one: put back as it was once the test is done.
    const before = (await t.call<Record<string, unknown>>('GET', '/api/admin/thali/library', { token: tokens.admin })).body.data!;
    onTestFinished(async () => {
      expect((await t.call('PUT', '/api/admin/thali/library', { token: tokens.admin, body: before })).status).toBe(200);
    });
    const saved = await t.call<{ componentsI18n: Record<string, Record<string, string>> }>('PUT', '/api/admin/thali/library', {
      token: tokens.admin,
      body: {
        components: ['Dal', 'Farsan', 'Rotli', 'Beetroot salad'],
        weekdayPrice: null,
        weekendPrice: null,
        componentsI18n: { Dal: { gu: 'દાળ', hi: 'दाल' }, Farsan: { gu: 'ફરસાણ', hi: 'फरसाण' }, Rotli: { gu: 'રોટલી' }, Gone: { gu: 'ગયું' } },
      },
    });
    expect(saved.status, saved.body.message).toBe(200);
    // A translation of a component no longer in the library is not kept.
    expect(Object.keys(saved.body.data!.componentsI18n).sort()).toEqual(['Dal', 'Farsan', 'Rotli']);

    const set = await t.call('PUT', `/api/admin/thali/${TODAY}/all-day`, {
      token: tokens.admin,
      body: {
        name: 'Gujarati Thali',
        price: 12,
        components: ['Dal', 'Farsan', 'Rotli', 'Beetroot salad'],
        variants: ['regular'],
        refill: { policy: 'unlimited', note: '' },
        platesTotal: 10,
      },
    });
    expect(set.status, set.body.message).toBe(200);

    const hi = await t.call<{ current: { components: string[]; componentsEn?: string[] } }>('GET', '/api/thali?lang=hi');
    expect(hi.body.data!.current).toMatchObject({
      components: ['दाल', 'फरसाण', 'Rotli', 'Beetroot salad'],
      componentsEn: ['Dal', 'Farsan', 'Rotli', 'Beetroot salad'],
    });
    const gu = await t.call<{ current: { components: string[] } }>('GET', '/api/thali?lang=gu');
    expect(gu.body.data!.current.components).toEqual(['દાળ', 'ફરસાણ', 'રોટલી', 'Beetroot salad']);
    const en = await t.call<{ current: { components: string[]; componentsEn?: string[] } }>('GET', '/api/thali');
    expect(en.body.data!.current.components).toEqual(['Dal', 'Farsan', 'Rotli', 'Beetroot salad']);
    expect(en.body.data!.current.componentsEn).toBeUndefined();

    // Saved again from a screen that sends no translations: they are kept.
    const again = await t.call<{ componentsI18n: Record<string, unknown> }>('PUT', '/api/admin/thali/library', {
      token: tokens.admin,
      body: { components: ['Dal', 'Farsan'], weekdayPrice: null, weekendPrice: null },
    });
    expect(Object.keys(again.body.data!.componentsI18n).sort()).toEqual(['Dal', 'Farsan']);

    expect((await t.call('DELETE', `/api/admin/thali/${TODAY}/all-day`, { token: tokens.admin })).status).toBe(200);
  });
});

describe('an offer in Gujarati and Hindi', () => {
  const settingsNow = async () => (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
  const save = (settings: Settings) => t.call<{ settings: Settings }>('PUT', '/api/admin/settings', { body: settings, token: tokens.owner });
  const offer = {
    id: 'thali-tuesday',
    title: 'Thali Tuesday',
    blurb: 'Every thali 10% off on Tuesdays',
    percentOff: 10,
    itemIds: ['seed-dal-baati-churma'],
    startsAt: '2036-02-10T00:00:00.000Z',
    endsAt: '2036-02-12T00:00:00.000Z',
    showAsDeal: false,
  };

  it('is saved with its title and blurb translated, read by guests in each language with the English beside it', async () => {
    const before = await settingsNow();
    const saved = await save({
      ...before,
      offers: [...before.offers, { ...offer, titleI18n: { gu: 'થાળી મંગળવાર', hi: 'थाली मंगलवार' }, blurbI18n: { hi: 'हर मंगलवार हर थाली पर 10% की छूट' } }],
    });
    expect(saved.status, saved.body.message).toBe(200);
    try {
      const read = async (lang?: string) => {
        const r = await t.call<Settings>('GET', `/api/settings${lang ? `?lang=${lang}` : ''}`);
        expect(r.status, r.body.message).toBe(200);
        return { etag: r.headers.get('etag'), offer: r.body.data!.offers.find((o) => o.id === offer.id) as unknown as Record<string, unknown> };
      };
      const gu = await read('gu');
      // No Gujarati blurb: the English stands in.
      expect(gu.offer).toMatchObject({ title: 'થાળી મંગળવાર', titleEn: 'Thali Tuesday', blurb: offer.blurb, blurbEn: offer.blurb });
      const hi = await read('hi');
      expect(hi.offer).toMatchObject({ title: 'थाली मंगलवार', blurb: 'हर मंगलवार हर थाली पर 10% की छूट' });
      const en = await read();
      expect(en.offer).toMatchObject({ title: 'Thali Tuesday', blurb: offer.blurb });
      expect(en.offer.titleEn).toBeUndefined();
      expect(new Set([en.etag, gu.etag, hi.etag]).size).toBe(3);

      const tooLong = await save({ ...before, offers: [...before.offers, { ...offer, titleI18n: { gu: 'થ'.repeat(61) } }] });
      expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Gujarati offer title must be at most 60 characters']);
    } finally {
      expect((await save(before)).status).toBe(200);
    }
  });
});
