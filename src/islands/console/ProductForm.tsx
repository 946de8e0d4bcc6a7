import { Fragment, useEffect, useState } from 'react';
import type { Category, Product } from '@/contract/catalogue';
import type { GstRate } from '@/contract/gst';
import { catalogueApi } from '@/lib/api/catalogue';
import { consoleApi } from '@/lib/api/console';
import { consoleProductsApi } from '@/lib/api/console-products';
import { UQC_CODES } from '@/lib/india/uqc';
import { MESSAGES } from '@/lib/messages';
import { languageOf } from '@/lib/i18n/languages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import StockPanel from './StockPanel';
import { EMPTY_DRAFT, draftOf, fieldLabel, fieldsOf, gstProblem, type DraftTextField, type ProductDraft } from './product-form';
import { PRODUCT_FIELDS, plainTextFields, type ProductFieldKey, type ProductFieldSpec } from '@/contract/product-fields';
import { useGatedLoad } from './use-gated-load';
import { mediaPath } from '@/lib/media-path';
import PackSizesPanel from './PackSizesPanel';

// Create or edit a product: every catalogue field with a visible label, the
// FAQs as question and answer pairs, and a photo shown before it is saved.
// A failed save keeps everything typed and says why (the API's message).

const P = MESSAGES.console.products;
const F = P.fields;
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
const imageUrl = (name: string) => mediaPath('ecomProducts', name);

type TextKey = Exclude<DraftTextField, 'category_id' | 'gst_rate' | 'uqc'>;

/** A text line's limits from the field table: its length, required, the language its words are in. */
function lineLimits(key: ProductFieldKey): Record<string, string> {
  const f: ProductFieldSpec = PRODUCT_FIELDS[key];
  return { ...(f.max ? { maxLength: String(f.max) } : {}), ...(f.required ? { required: '' } : {}), ...(f.language ? { lang: languageOf(f.language).code } : {}) };
}

/** `stockNow`: the stock after an adjustment on this page, so a later save does not put the old figure back. */
function Form({ product, categories, rates, stockNow }: { product: Product | null; categories: Category[]; rates: GstRate[]; stockNow: number | null }) {
  const [id, setId] = useState(product?.id ?? null);
  const [draft, setDraft] = useState<ProductDraft>(product ? draftOf(product) : EMPTY_DRAFT);
  const [image, setImage] = useState(product?.image ?? null);
  const [photo, setPhoto] = useState<{ file: File; url: string; stored?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);
  useEffect(() => {
    if (stockNow !== null) setDraft((d) => ({ ...d, total_stock: String(stockNow) }));
  }, [stockNow]);

  const set = (key: TextKey) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const setFaq = (i: number, part: 'question' | 'answer', value: string) =>
    setDraft({ ...draft, faqs: draft.faqs.map((f, j) => (j === i ? { ...f, [part]: value } : f)) });

  async function save(event: React.SubmitEvent) {
    event.preventDefault();
    const missing = gstProblem(draft);
    if (missing) {
      setResult({ ok: false, text: missing });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const api = consoleProductsApi(browserTransport());
      let stored = photo?.stored;
      if (photo && !stored) {
        stored = (await api.uploadPhoto(photo.file)).image;
        // Kept, so a retry after a refused save does not upload it again.
        setPhoto({ ...photo, stored });
      }
      const fields = fieldsOf(draft, stored);
      const answer = id === null ? await api.create(fields) : await api.update(id, fields);
      setImage(answer.product.image);
      setPhoto(null);
      if (id === null) {
        setId(answer.product.id);
        history.replaceState(null, '', `/admin/products/${answer.product.id}`);
      }
      setResult({ ok: true, text: id === null ? P.created : P.saved });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  const text = (key: TextKey, label: string, type: 'text' | 'number' = 'text', extra: Record<string, string> = {}) => (
    <div className="console-field">
      <label htmlFor={`p-${key}`}>{label}</label>
      <input id={`p-${key}`} type={type} value={draft[key]} onChange={set(key)} {...extra} />
    </div>
  );
  const area = (key: TextKey, label: string) => (
    <div className="console-field">
      <label htmlFor={`p-${key}`}>{label}</label>
      <textarea id={`p-${key}`} rows={3} value={draft[key]} onChange={set(key)} />
    </div>
  );

  return (
    <form className="console-form" onSubmit={save} noValidate>
      <p>
        <a href="/admin/products">{P.back}</a>
        {id !== null && (
          <>
            {' · '}
            <a href={`/product/details/${id}`}>{P.view}</a>
          </>
        )}
      </p>
      {plainTextFields('line').map((key) => (
        <Fragment key={key}>{text(key, fieldLabel(key), 'text', lineLimits(key))}</Fragment>
      ))}
      <div className="console-grid">
        {text('product_price', F.price, 'number', { step: '0.01', min: '0', inputMode: 'decimal' })}
        {text('discount', F.discount, 'number', { step: '0.01', min: '0', max: '100', inputMode: 'decimal' })}
        {text('total_stock', F.stock, 'number', { step: '1', min: '0', inputMode: 'numeric' })}
        {text('stock_minimum_level', F.min, 'number', { step: '1', min: '0', inputMode: 'numeric' })}
        {text('stock_maximum_level', F.max, 'number', { step: '1', min: '0', inputMode: 'numeric' })}
        <div className="console-field">
          <label htmlFor="p-category">{F.category}</label>
          <select id="p-category" value={draft.category_id} onChange={(e) => setDraft({ ...draft, category_id: e.target.value })}>
            <option value="">{F.chooseCategory}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.category}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="console-grid">
        <div className="console-field">
          <label htmlFor="p-gst-rate">{F.gstRate}</label>
          <select id="p-gst-rate" required value={draft.gst_rate} onChange={(e) => setDraft({ ...draft, gst_rate: e.target.value })}>
            <option value="">{F.chooseGstRate}</option>
            {rates.map((r) => (
              <option key={r.rate} value={String(r.rate)}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        {text('hsn_code', F.hsn, 'text', { inputMode: 'numeric', maxLength: '8', pattern: '[0-9]{4}([0-9]{2}){0,2}', required: '' })}
        <div className="console-field">
          <label htmlFor="p-uqc">{F.uqc}</label>
          <select id="p-uqc" value={draft.uqc} onChange={(e) => setDraft({ ...draft, uqc: e.target.value })}>
            {UQC_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="console-field">
        <label>
          <input type="checkbox" checked={draft.prescription_required} onChange={(e) => setDraft({ ...draft, prescription_required: e.target.checked })} />{' '}
          {MESSAGES.prescription.requiredBadge}
        </label>
      </div>
      <div className="console-field">
        <label htmlFor="p-photo">{F.photo}</label>
        <input
          id="p-photo"
          type="file"
          accept={PHOTO_TYPES}
          onChange={(e) => {
            const file = e.target.files?.[0];
            setPhoto(file ? { file, url: URL.createObjectURL(file) } : null);
          }}
        />
        {photo ? (
          <figure>
            <img src={photo.url} alt={F.preview} width={160} height={160} className="console-photo" />
            <figcaption>{F.preview}</figcaption>
          </figure>
        ) : (
          image && (
            <figure>
              <img src={imageUrl(image)} alt={F.current} width={160} height={160} className="console-photo" />
              <figcaption>{F.current}</figcaption>
            </figure>
          )
        )}
      </div>
      {plainTextFields('area').map((key) => (
        <Fragment key={key}>{area(key, fieldLabel(key))}</Fragment>
      ))}
      <fieldset className="console-field">
        <legend>{F.faqs}</legend>
        {draft.faqs.map((f, i) => (
          <div key={i} className="console-faq">
            <label htmlFor={`faq-q-${i}`}>{F.question(i + 1)}</label>
            <input id={`faq-q-${i}`} type="text" value={f.question} onChange={(e) => setFaq(i, 'question', e.target.value)} />
            <label htmlFor={`faq-a-${i}`}>{F.answer(i + 1)}</label>
            <textarea id={`faq-a-${i}`} rows={2} value={f.answer} onChange={(e) => setFaq(i, 'answer', e.target.value)} />
            <button type="button" className="btn btn-outline btn-small" onClick={() => setDraft({ ...draft, faqs: draft.faqs.filter((_, j) => j !== i) })}>
              {F.removeFaq(i + 1)}
            </button>
          </div>
        ))}
        <button type="button" className="btn btn-outline btn-small" onClick={() => setDraft({ ...draft, faqs: [...draft.faqs, { question: '', answer: '' }] })}>
          {F.addFaq}
        </button>
      </fieldset>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? P.saving : id === null ? P.create : P.save}
      </button>
    </form>
  );
}

export default function ProductForm({ productId }: { productId: number | null }) {
  const [stockNow, setStockNow] = useState<number | null>(null);
  const { state, reload } = useGatedLoad(async (t) => {
    // The admin check first: the product and categories are public reads.
    await consoleApi(t).access();
    const catalogue = catalogueApi(t);
    const [product, categories, rates] = await Promise.all([
      productId === null ? null : catalogue.product(productId),
      catalogue.categories(),
      consoleProductsApi(t).gstRates(),
    ]);
    return { product, categories, rates };
  });
  const title = state.status === 'ready' && state.data.product ? P.editTitle(state.data.product.product_name) : productId === null ? P.newTitle : MESSAGES.console.sections.products;
  return (
    <Gate title={title} state={state} reload={reload}>
      {(data) => (
        <>
          <Form product={data.product} categories={data.categories} rates={data.rates} stockNow={stockNow} />
          {data.product && <StockPanel productId={data.product.id} name={data.product.product_name} stock={data.product.total_stock} onStock={setStockNow} />}
          {data.product && <PackSizesPanel product={data.product} />}
        </>
      )}
    </Gate>
  );
}
