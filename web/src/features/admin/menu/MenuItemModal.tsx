import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { MenuItemView } from '@domain/menu';
import { parsePrice } from '@domain/money';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Img } from '@/components/Img';
import { IMAGE_ACCEPT, imageFileProblem } from '../shell/image-file';
import { FormDialogActions } from '../shell/FormDialogActions';
import { Modal } from '../shell/Modal';
import { useObjectUrl } from '../shell/use-object-url';
import { addMenuItem, updateMenuItem, type AdminDish, type MenuItemFields } from '@/api/menu-admin';
import { DISH_DESCRIPTION_MAX, DISH_NAME_MAX } from '@domain/menu';
import { type TranslatedLanguage } from '@domain/translations';
import { TranslationsInput } from '@domain/language-input';
import { TranslationFields, translationProblem } from '../shell/TranslationFields';
import { useSettings } from '@/lib/settings';
import { DIET_LABEL, DIETS, SPICE_LABEL, type Diet } from '@domain/diet';

interface MenuItemModalProps {
  /** The dish being edited (with its kitchen station, null: the default), or null to add one. */
  item: AdminDish | null;
  categories: string[];
  onClose: () => void;
  onSaved: (item: MenuItemView) => void;
}

/** Add/Edit (spec §2, §5): name, price and category required; a new dish also needs an image. */
export function MenuItemModal({ item, categories, onClose, onSaved }: MenuItemModalProps) {
  const ids = useId();
  const settings = useSettings();
  const { currencySymbol } = settings.locale;
  const { stations } = settings.kitchen;
  const [fields, setFields] = useState<MenuItemFields>(() => ({
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item ? item.price.toFixed(2) : '',
    category: item?.category ?? categories[0] ?? '',
    soldOut: item?.soldOut ?? false,
    diet: item?.diet ?? 'veg',
    spiceLevel: item?.spiceLevel ?? 0,
    allergens: item?.allergens.join(', ') ?? '',
    // A station removed from Settings reads as the default, where its orders now go.
    station: item?.station && stations.includes(item.station) ? item.station : '',
    image: null,
    nameI18n: item?.nameI18n ?? {},
    descriptionI18n: item?.descriptionI18n ?? {},
  }));
  /** The translation refused before sending: which text and language, to mark its field. */
  const [badTranslation, setBadTranslation] = useState<{ field: 'nameI18n' | 'descriptionI18n'; lang: TranslatedLanguage } | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The server's word on the name: another dish in the category has it. */
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useObjectUrl(fields.image);
  const set = <K extends keyof MenuItemFields>(key: K, value: MenuItemFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const options = fields.category && !categories.includes(fields.category) ? [...categories, fields.category] : categories;

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields.name.trim() || !fields.price.trim() || !fields.category) return fail('All fields required');
    const price = parsePrice(fields.price);
    if ('error' in price) return fail(price.error);
    if (!item && !fields.image) return fail('Image required for new item');
    if (fields.image) {
      const problem = imageFileProblem(fields.image);
      if (problem) return fail(problem);
    }
    // The same rule the server applies: at most as long as the English field may be, no control characters.
    for (const [field, max, what] of [
      ['nameI18n', DISH_NAME_MAX, 'name'],
      ['descriptionI18n', DISH_DESCRIPTION_MAX, 'description'],
    ] as const) {
      const refused = translationProblem(TranslationsInput(max, what).safeParse(fields[field]).error?.issues);
      if (refused) {
        setBadTranslation({ field, lang: refused.lang });
        return fail(refused.message);
      }
    }
    setBadTranslation(null);
    setError(null);
    setBusy(true);
    try {
      const saved = item ? await updateMenuItem(item._id, fields) : await addMenuItem(fields);
      toast.success(item ? 'Item updated' : 'Item added');
      onSaved(saved.item);
    } catch (err) {
      const message = errorMessage(err, 'Server error');
      if (err instanceof ApiError && (err.body?.data as { field?: string } | undefined)?.field === 'name') setNameError(message);
      fail(message);
      setBusy(false);
    }
  };

  const shown = preview ?? item?.image ?? null;
  return (
    <Modal title={item ? 'Edit Menu Item' : 'Add Menu Item'} onClose={onClose} busy={busy}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-category`}>Category</label>
          <select id={`${ids}-category`} value={fields.category} onChange={(e) => set('category', e.target.value)} data-autofocus>
            {options.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-name`}>Name</label>
          <input
            id={`${ids}-name`}
            value={fields.name}
            maxLength={120}
            onChange={(e) => {
              set('name', e.target.value);
              setNameError(null);
            }}
            aria-invalid={nameError || (error === 'All fields required' && !fields.name.trim()) ? true : undefined}
            aria-describedby={nameError ? `${ids}-name-error` : undefined}
          />
          {nameError && (
            <span className="error" id={`${ids}-name-error`}>
              {nameError}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-description`}>Description</label>
          <textarea id={`${ids}-description`} value={fields.description} maxLength={600} onChange={(e) => set('description', e.target.value)} />
        </div>
        <fieldset className="admin-translations">
          <legend>For guests reading Gujarati or Hindi</legend>
          <TranslationFields
            idPrefix={`${ids}-name`}
            what="name"
            value={fields.nameI18n}
            onChange={(v) => set('nameI18n', v)}
            invalid={badTranslation?.field === 'nameI18n' ? badTranslation.lang : null}
          />
          <TranslationFields
            idPrefix={`${ids}-description`}
            what="description"
            multiline
            value={fields.descriptionI18n}
            onChange={(v) => set('descriptionI18n', v)}
            invalid={badTranslation?.field === 'descriptionI18n' ? badTranslation.lang : null}
          />
        </fieldset>
        <div className="field">
          <label htmlFor={`${ids}-price`}>Price ({currencySymbol})</label>
          <input
            id={`${ids}-price`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={fields.price}
            onChange={(e) => set('price', e.target.value)}
            aria-invalid={error !== null && !fields.price.trim() ? true : undefined}
          />
        </div>
        <div className="admin-form-row">
          <div className="field">
            <label htmlFor={`${ids}-diet`}>Diet</label>
            <select id={`${ids}-diet`} value={fields.diet} onChange={(e) => set('diet', e.target.value as Diet)}>
              {DIETS.map((d) => (
                <option key={d} value={d}>
                  {DIET_LABEL[d]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-spice`}>Spice level</label>
            <select id={`${ids}-spice`} value={fields.spiceLevel} onChange={(e) => set('spiceLevel', Number(e.target.value))}>
              {SPICE_LABEL.map((label, n) => (
                <option key={label} value={n}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-station`}>Kitchen station</label>
          <select id={`${ids}-station`} value={fields.station} onChange={(e) => set('station', e.target.value)} aria-describedby={`${ids}-station-hint`}>
            <option value="">Default ({stations[0]})</option>
            {stations.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <span className="hint" id={`${ids}-station-hint`}>
            Its lines print on this station&apos;s ticket. Stations are listed in Settings.
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-allergens`}>Allergens</label>
          <input
            id={`${ids}-allergens`}
            value={fields.allergens}
            maxLength={300}
            placeholder="milk, nuts, gluten"
            onChange={(e) => set('allergens', e.target.value)}
          />
          <span className="hint">Separate them with commas; leave empty for none.</span>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-image`}>Image {item && <span className="hint">(leave empty to keep the current one)</span>}</label>
          <input id={`${ids}-image`} type="file" accept={IMAGE_ACCEPT} onChange={(e) => set('image', e.target.files?.[0] ?? null)} />
          <span className="hint">JPEG, PNG or WebP, up to 5 MB.</span>
          {shown && (
            <div className="admin-image-preview">
              <Img src={shown} alt={fields.image ? 'Preview of the chosen image' : `Current image of ${item?.name ?? 'the dish'}`} />
            </div>
          )}
        </div>
        <label className="admin-switch" htmlFor={`${ids}-soldout`}>
          <input id={`${ids}-soldout`} type="checkbox" role="switch" checked={fields.soldOut} onChange={(e) => set('soldOut', e.target.checked)} />
          <span>Sold out (shown on the menu, cannot be ordered)</span>
        </label>
        <FormDialogActions error={error} busy={busy} onCancel={onClose} submitLabel={item ? 'Update Item' : 'Add Item'} busyLabel="Saving..." />
      </form>
    </Modal>
  );
}
