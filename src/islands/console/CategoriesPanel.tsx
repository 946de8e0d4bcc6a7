import { useEffect, useRef, useState } from 'react';
import type { Category } from '@/contract/catalogue';
import { CATEGORY_NAME_MAX, CATEGORY_TRANSLATIONS, type CategoryTranslationKey } from '@/contract/category-fields';
import { consoleApi } from '@/lib/api/console';
import { consoleCategoriesApi } from '@/lib/api/console-catalogue';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import { useGatedLoad } from './use-gated-load';
import { mediaPath } from '@/lib/media-path';

// The shop's categories for an operator: add one by name, rename it, give it
// a tile and a banner image (shown before they are saved), or delete it after
// a confirmation. A refusal (a name taken, products still on sale in it)
// shows the API's message and keeps what was typed.

const K = MESSAGES.console.categories;
const O = MESSAGES.console.orders;
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml';
const imageUrl = (name: string) => mediaPath('ecomCategories', name);

type Result = { ok: boolean; text: string } | null;
type Slot = 'category_image' | 'banner_image';
type Picked = { file: File; url: string };

const failure = (err: unknown): Result => ({ ok: false, text: err instanceof Error ? err.message : String(err) });
const api = () => consoleCategoriesApi(browserTransport());

function Status({ result }: { result: Result }) {
  return <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>;
}

function ImageField({ slot, category, picked, pick }: { slot: Slot; category: Category; picked: Picked | undefined; pick: (p: Picked | undefined) => void }) {
  const id = `c-${category.id}-${slot}`;
  const current = category[slot];
  const tile = slot === 'category_image';
  const name = category.category;
  const previewText = tile ? K.tilePreview(name) : K.bannerPreview(name);
  const currentText = tile ? K.tileCurrent(name) : K.bannerCurrent(name);
  return (
    <div className="console-field">
      <label htmlFor={id}>{tile ? K.tile(name) : K.banner(name)}</label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        onChange={(e) => {
          const file = e.target.files?.[0];
          pick(file ? { file, url: URL.createObjectURL(file) } : undefined);
        }}
      />
      {picked ? (
        <figure>
          <img src={picked.url} alt={previewText} width={160} height={tile ? 160 : 60} className="console-photo" />
          <figcaption>{previewText}</figcaption>
        </figure>
      ) : (
        current && (
          <figure>
            <img src={imageUrl(current)} alt={currentText} width={160} height={tile ? 160 : 60} className="console-photo" />
            <figcaption>{currentText}</figcaption>
          </figure>
        )
      )}
    </div>
  );
}

type CategoryNames = Record<CategoryTranslationKey, string>;
/** The category's names in the other languages as the form edits them ('' for none). */
const translationsOf = (c: Category) => Object.fromEntries(CATEGORY_TRANSLATIONS.map((f) => [f.key, c[f.key] ?? ''])) as CategoryNames;

function Row({ initial, removed }: { initial: Category; removed: (id: number) => void }) {
  const [category, setCategory] = useState(initial);
  const [name, setName] = useState(initial.category);
  const [translations, setTranslations] = useState(translationsOf(initial));
  const [picked, setPicked] = useState<Partial<Record<Slot, Picked>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  // Each preview's address is let go when it is replaced, saved or the row goes.
  const shown = useRef(picked);
  shown.current = picked;
  useEffect(
    () => () => {
      for (const p of Object.values(shown.current)) URL.revokeObjectURL(p.url);
    },
    [],
  );
  const pick = (slot: Slot) => (p: Picked | undefined) => {
    const old = picked[slot];
    if (old) URL.revokeObjectURL(old.url);
    setPicked({ ...picked, [slot]: p });
  };
  const label = category.category;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setResult(null);
    try {
      await work();
    } catch (err) {
      setResult(failure(err));
    } finally {
      setBusy(false);
    }
  }

  const rename = (event: React.SubmitEvent) => {
    event.preventDefault();
    return run(async () => {
      const trimmed = Object.fromEntries(CATEGORY_TRANSLATIONS.map((f) => [f.key, translations[f.key].trim()])) as CategoryNames;
      const answer = await api().rename(category.id, name.trim(), trimmed);
      setCategory(answer.category);
      setName(answer.category.category);
      setTranslations(translationsOf(answer.category));
      setResult({ ok: true, text: K.saved });
    });
  };

  const saveImages = (event: React.SubmitEvent) => {
    event.preventDefault();
    if (!picked.category_image && !picked.banner_image) return setResult({ ok: false, text: K.chooseImage });
    return run(async () => {
      const answer = await api().images(category.id, { category_image: picked.category_image?.file, banner_image: picked.banner_image?.file });
      setCategory(answer.category);
      for (const p of Object.values(picked)) URL.revokeObjectURL(p.url);
      setPicked({});
      (event.target as HTMLFormElement).reset();
      setResult({ ok: true, text: K.saved });
    });
  };

  async function remove() {
    if (!(await showConfirm(K.removeConfirm(label), '', O.yes))) return;
    await run(async () => {
      await api().remove(category.id);
      removed(category.id);
    });
  }

  return (
    <li className="console-section">
      <h2>{label}</h2>
      <form className="console-actions" onSubmit={rename} noValidate>
        <div className="console-field">
          <label htmlFor={`c-${category.id}-name`}>{K.rename(label)}</label>
          <input id={`c-${category.id}-name`} type="text" value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
        </div>
        {CATEGORY_TRANSLATIONS.map((f) => (
          <div className="console-field" key={f.key}>
            <label htmlFor={`c-${category.id}-name-${f.language.code}`}>{K[f.label](label)}</label>
            <input
              id={`c-${category.id}-name-${f.language.code}`}
              type="text"
              lang={f.language.code}
              value={translations[f.key]}
              maxLength={CATEGORY_NAME_MAX}
              onChange={(e) => setTranslations({ ...translations, [f.key]: e.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="btn btn-small" disabled={busy}>
          {busy ? K.saving : K.saveName(label)}
        </button>
      </form>
      <form className="console-form" onSubmit={saveImages} noValidate>
        <fieldset className="console-field">
          <legend>{K.images}</legend>
          <div className="console-grid">
            <ImageField slot="category_image" category={category} picked={picked.category_image} pick={pick('category_image')} />
            <ImageField slot="banner_image" category={category} picked={picked.banner_image} pick={pick('banner_image')} />
          </div>
        </fieldset>
        <p>
          <button type="submit" className="btn btn-small" disabled={busy}>
            {busy ? K.saving : K.saveImages(label)}
          </button>
        </p>
      </form>
      <p>
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={remove}>
          {K.remove(label)}
        </button>
      </p>
      <Status result={result} />
    </li>
  );
}

function Listing({ initial }: { initial: Category[] }) {
  const [list, setList] = useState(initial);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function create(event: React.SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await api().create(name.trim());
      setList([...list, answer.category]);
      setName('');
      setResult({ ok: true, text: K.created });
    } catch (err) {
      setResult(failure(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="console-actions" onSubmit={create} noValidate>
        <div className="console-field">
          <label htmlFor="new-category">{K.name}</label>
          <input id="new-category" type="text" value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? K.creating : K.create}
        </button>
      </form>
      <Status result={result} />
      {list.length === 0 ? (
        <p className="console-note">{K.empty}</p>
      ) : (
        <ul className="console-list">
          {list.map((c) => (
            <Row
              key={c.id}
              initial={c}
              removed={(id) => {
                setList((all) => all.filter((x) => x.id !== id));
                setResult({ ok: true, text: K.deleted });
              }}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export default function CategoriesPanel() {
  const { state, reload } = useGatedLoad(async (t) => {
    // The admin check first: the category list is a public read.
    await consoleApi(t).access();
    return consoleCategoriesApi(t).list();
  });
  return (
    <Gate title={MESSAGES.console.sections.categories} state={state} reload={reload}>
      {(data) => <Listing initial={data} />}
    </Gate>
  );
}
