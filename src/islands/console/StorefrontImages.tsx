import { useEffect, useState } from 'react';
import type { BannerSettings, Slider } from '@/contract/catalogue';
import { BANNER_SLOTS, storefrontAdminApi, type BannerSlot } from '@/lib/api/storefront-admin';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { useRowAction } from './use-row-action';
import { mediaPath } from '@/lib/media-path';

// The storefront's images: the home page's slider (add, remove, reorder) and
// the two offer banners, the popup banner and the payment methods image. A
// chosen file is shown before it is saved; a failed save keeps the choice and
// says why. Each answer is the storefront's new state, shown at once.

const S = MESSAGES.console.storefront;
const ACCEPT = 'image/jpeg,image/png,image/webp';
const settingsUrl = (name: string) => mediaPath('ecomSettings', name);
type Result = { ok: boolean; text: string } | null;

/** A chosen file and its preview address, let go when replaced or the form goes away. */
function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  return [chosen, (file: File | null) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null)] as const;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

function ImageSlot({ slot, current }: { slot: BannerSlot; current: string | null }) {
  const label = S.slots[slot];
  const [stored, setStored] = useState(current);
  const [chosen, choose] = useChosenFile();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [field, setField] = useState(0);

  async function save(event: React.SubmitEvent) {
    event.preventDefault();
    if (!chosen) return setResult({ ok: false, text: S.imageMissing });
    setBusy(true);
    setResult(null);
    try {
      const answer = await storefrontAdminApi(browserTransport()).saveBannerImage(slot, chosen.file);
      const b = answer.banners;
      const now = { offer_banner_first: b.offerBannerFirst, offer_banner_second: b.offerBannerSecond, popup_banner: b.popupBanner, payment_gateway_image: b.paymentGatewayImage }[slot];
      setStored(now);
      choose(null);
      setField((n) => n + 1);
      setResult({ ok: true, text: `${answer.message} ${S.saved}` });
    } catch (err) {
      setResult({ ok: false, text: message(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="console-field console-image-slot" onSubmit={save} aria-labelledby={`img-${slot}-title`} noValidate>
      <h3 id={`img-${slot}-title`}>{label}</h3>
      <div className="console-previews">
        {stored ? (
          <figure>
            <img src={settingsUrl(stored)} alt={S.current(label)} width={200} height={90} className="console-photo" />
            <figcaption>{S.current(label)}</figcaption>
          </figure>
        ) : (
          <p className="console-note">{S.none}</p>
        )}
        {chosen && (
          <figure>
            <img src={chosen.url} alt={S.imagePreview(label)} width={200} height={90} className="console-photo" />
            <figcaption>{S.imagePreview(label)}</figcaption>
          </figure>
        )}
      </div>
      <label htmlFor={`img-${slot}`}>{S.chooseFile(label)}</label>
      <input key={field} id={`img-${slot}`} type="file" accept={ACCEPT} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <button type="submit" className="btn btn-small" disabled={busy || !chosen}>
        {busy ? S.saving : S.saveImage(label)}
      </button>
    </form>
  );
}

function SliderImages({ initial }: { initial: Slider[] }) {
  const [sliders, setSliders] = useState(initial);
  const [chosen, choose] = useChosenFile();
  const [field, setField] = useState(0);
  const { busy, result, run } = useRowAction();
  const api = () => storefrontAdminApi(browserTransport());

  const apply = (answer: { sliders: Slider[] }) => setSliders(answer.sliders);

  function add(event: React.SubmitEvent) {
    event.preventDefault();
    if (!chosen) return;
    void run(null, () => api().addSlider(chosen.file), (answer) => {
      apply(answer);
      choose(null);
      setField((n) => n + 1);
    });
  }

  function move(index: number, by: -1 | 1) {
    const ids = sliders.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void run(null, () => api().orderSliders(ids), (answer) => apply(answer));
  }

  return (
    <section className="console-section" aria-labelledby="sliders-title">
      <h3 id="sliders-title">{S.slidersTitle}</h3>
      <p>{S.slidersHint}</p>
      {sliders.length === 0 ? (
        <p className="console-note">{S.slidersNone}</p>
      ) : (
        <ol className="console-sliders">
          {sliders.map((s, i) => (
            <li key={s.id}>
              <img src={settingsUrl(s.image)} alt={S.sliderAlt(i + 1)} width={200} height={80} className="console-photo" />
              <div className="console-row-actions">
                <button type="button" className="btn btn-outline btn-small" disabled={busy || i === 0} onClick={() => move(i, -1)}>
                  {S.sliderUp(i + 1)}
                </button>
                <button type="button" className="btn btn-outline btn-small" disabled={busy || i === sliders.length - 1} onClick={() => move(i, 1)}>
                  {S.sliderDown(i + 1)}
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  disabled={busy}
                  onClick={() => void run(S.sliderRemoveConfirm(i + 1), () => api().removeSlider(s.id), (answer) => apply(answer))}
                >
                  {S.sliderRemove(i + 1)}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} className="console-field" noValidate>
        {chosen && (
          <figure>
            <img src={chosen.url} alt={S.imagePreview(S.sliderFile)} width={200} height={80} className="console-photo" />
            <figcaption>{S.imagePreview(S.sliderFile)}</figcaption>
          </figure>
        )}
        <label htmlFor="slider-file">{S.sliderFile}</label>
        <input key={field} id="slider-file" type="file" accept={ACCEPT} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
        <button type="submit" className="btn btn-small" disabled={busy || !chosen}>
          {S.sliderAdd}
        </button>
      </form>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
    </section>
  );
}

export default function StorefrontImages({ sliders, banners }: { sliders: Slider[]; banners: BannerSettings }) {
  const current: Record<BannerSlot, string | null> = {
    offer_banner_first: banners.offerBannerFirst,
    offer_banner_second: banners.offerBannerSecond,
    popup_banner: banners.popupBanner,
    payment_gateway_image: banners.paymentGatewayImage,
  };
  return (
    <section className="console-section" aria-labelledby="images-title">
      <h2 id="images-title">{S.imagesTitle}</h2>
      <SliderImages initial={sliders} />
      <div className="console-grid">
        {BANNER_SLOTS.map((slot) => (
          <ImageSlot key={slot} slot={slot} current={current[slot]} />
        ))}
      </div>
    </section>
  );
}
