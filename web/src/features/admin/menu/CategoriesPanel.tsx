import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/api-client';
import type { Resource } from '@/lib/use-resource';
import { addCategory, changeCategory, deleteCategory, reorderCategories, type AdminCategory } from '@/api/categories-admin';
import { CATEGORY_NAME_MAX } from '@domain/categories';
import { type Translations } from '@domain/translations';
import { TranslationsInput } from '@domain/language-input';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { LoadFailed } from '../shell/LoadFailed';
import { TranslationFields, translationProblem } from '../shell/TranslationFields';

const sameTranslations = (a: Translations, b: Translations) => (a.gu ?? '').trim() === (b.gu ?? '').trim() && (a.hi ?? '').trim() === (b.hi ?? '').trim();

/** A category's Gujarati and Hindi names, opened from its row; checked as the server checks them before saving. */
function CategoryTranslations({ category, busy, save }: { category: AdminCategory; busy: boolean; save: (nameI18n: Translations) => Promise<boolean> }) {
  const [draft, setDraft] = useState<Translations>(category.nameI18n ?? {});
  const [problem, setProblem] = useState<ReturnType<typeof translationProblem>>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = TranslationsInput(CATEGORY_NAME_MAX, 'category name').safeParse(draft);
    const refused = translationProblem(parsed.error?.issues);
    setProblem(refused);
    if (refused || !parsed.data) return;
    await save(parsed.data);
  };
  const id = `category-${category.id}-i18n`;
  return (
    <details className="categories-i18n">
      <summary>
        Gujarati and Hindi
        {Object.keys(category.nameI18n ?? {}).length === 0 ? <span className="visually-hidden"> (none yet)</span> : null}
      </summary>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Gujarati and Hindi names of ${category.name}`}>
        <TranslationFields idPrefix={id} what={`name of ${category.name}`} value={draft} onChange={setDraft} invalid={problem?.lang ?? null} disabled={busy} />
        {problem && (
          <p className="error" role="alert">
            {problem.message}
          </p>
        )}
        <button type="submit" className="btn btn-sm" disabled={busy || sameTranslations(draft, category.nameI18n ?? {})}>
          {busy ? 'Saving...' : 'Save translations'}
        </button>
      </form>
    </details>
  );
}

/** The owner's categories: add, rename, move up or down, hide, and delete an empty one. Every change reloads the list and the menu. */
export function CategoriesPanel({ categories, onChanged }: { categories: Resource<AdminCategory[]>; onChanged: () => void }) {
  const [adding, setAdding] = useState('');
  const [busy, setBusy] = useState(false);
  const [names, setNames] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const list = categories.data ?? [];

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      onChanged();
      return true;
    } catch (e) {
      toast.error(errorMessage(e, 'Save failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!adding.trim()) return void toast.error('Category name is required');
    if (await run(() => addCategory(adding.trim()), 'Category added')) setAdding('');
  };

  const move = (i: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id);
    [ids[i], ids[i + by]] = [ids[i + by]!, ids[i]!];
    void run(() => reorderCategories(ids), 'Categories reordered');
  };

  if (categories.error !== null && !categories.data)
    return (
      <LoadFailed
        className="admin-panel"
        title="Failed to load the categories"
        message={errorMessage(categories.error, 'Please try again.')}
        onRetry={categories.reload}
      />
    );
  return (
    <section className="admin-panel categories-panel" aria-labelledby="categories-title" aria-busy={busy || categories.loading}>
      <h2 id="categories-title">Categories</h2>
      {categories.loading && !categories.data && <p className="loading-state">Loading categories...</p>}
      {categories.data && list.length === 0 && <p className="empty-state">No categories yet. Add the first one.</p>}
      <ol className="categories-list">
        {list.map((c, i) => {
          const draft = names[c.id] ?? c.name;
          return (
            <li key={c.id} className={c.hidden ? 'is-hidden' : undefined}>
              <label htmlFor={`category-${c.id}`} className="visually-hidden">
                Name of {c.name}
              </label>
              <input id={`category-${c.id}`} value={draft} maxLength={40} onChange={(e) => setNames({ ...names, [c.id]: e.target.value })} />
              <span className="categories-count">
                {c.dishes} {c.dishes === 1 ? 'dish' : 'dishes'}
                {c.hidden ? ' · hidden' : ''}
              </span>
              <span className="categories-actions">
                {draft.trim() !== c.name && (
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={busy}
                    onClick={() => void run(() => changeCategory(c.id, { name: draft.trim() }), 'Category renamed')}
                  >
                    Rename
                  </button>
                )}
                <button type="button" className="btn btn-ghost btn-sm" disabled={busy || i === 0} aria-label={`Move ${c.name} up`} onClick={() => move(i, -1)}>
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy || i === list.length - 1}
                  aria-label={`Move ${c.name} down`}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy}
                  onClick={() => void run(() => changeCategory(c.id, { hidden: !c.hidden }), c.hidden ? 'Category shown' : 'Category hidden')}
                >
                  {c.hidden ? 'Show' : 'Hide'}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy || c.dishes > 0}
                  title={c.dishes > 0 ? 'Move its dishes to another category first' : undefined}
                  onClick={() => setDeleting(c)}
                >
                  Delete
                </button>
              </span>
              <CategoryTranslations
                key={JSON.stringify(c.nameI18n ?? {})}
                category={c}
                busy={busy}
                save={(nameI18n) => run(() => changeCategory(c.id, { nameI18n }), 'Translations saved')}
              />
            </li>
          );
        })}
      </ol>
      <form className="categories-add" onSubmit={(e) => void add(e)}>
        <label htmlFor="category-new">New category</label>
        <input id="category-new" value={adding} maxLength={40} placeholder="Farsan" onChange={(e) => setAdding(e.target.value)} />
        <button type="submit" className="btn btn-sm" disabled={busy}>
          Add
        </button>
      </form>
      {deleting && (
        <ConfirmDialog
          title="Delete category"
          message={`Delete "${deleting.name}"? It has no dishes.`}
          confirmLabel="Delete"
          onConfirm={() => run(() => deleteCategory(deleting.id), 'Category deleted')}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
