import { useEffect, useRef, useState } from 'react';
import { POLICY_PAGES, type BannerSettings, type FooterSettings, type PolicySlug } from '@/contract/catalogue';
import { ApiError } from '@/lib/api/transport';
import { catalogueApi } from '@/lib/api/catalogue';
import { checkoutApi } from '@/lib/api/checkout';
import { consoleApi } from '@/lib/api/console';
import { storefrontAdminApi, type BadgeFields, type FooterFields } from '@/lib/api/storefront-admin';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import StorefrontImages from './StorefrontImages';
import { useGatedLoad } from './use-gated-load';
import { useSave } from './use-save';

// The storefront's content: the four policy pages (edited as formatted text
// or as HTML; the server keeps only what the storefront shows), the footer
// details, the banners' percent-off badges, the shop's delivery charge and the storefront's images
// (StorefrontImages.tsx). Each page keeps its draft while another is picked, and a
// failed save keeps what was typed and shows the API's message.

const S = MESSAGES.console.storefront;
const SLUGS = Object.keys(POLICY_PAGES) as PolicySlug[];
/** A storefront form's save: the API's message and "Saved.", or its refusal (use-save.ts). */
function useFormSave(send: () => Promise<{ message: string }>) {
  const { busy, result, setResult, run } = useSave();
  const save = (event: React.SubmitEvent) => {
    event.preventDefault();
    return run(async () => `${(await send()).message} ${S.saved}`);
  };
  return { busy, result, setResult, save };
}

/**
 * The HTML the editor shows, made inert first: a stored page is already
 * sanitised by the server, but an older one may not be, and the editor is a
 * live part of this page.
 */
function inert(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, iframe, object, embed, form, img, svg, link, meta').forEach((el) => el.remove());
  doc.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      if (/^on/i.test(attr.name) || (/^(href|src)$/i.test(attr.name) && !/^(https?:|mailto:|tel:|\/|#)/i.test(attr.value.trim()))) el.removeAttribute(attr.name);
    }
  });
  return doc.body.innerHTML;
}

function PagesEditor({ initial }: { initial: Record<PolicySlug, string> }) {
  const [slug, setSlug] = useState<PolicySlug>(SLUGS[0]!);
  const [drafts, setDrafts] = useState(initial);
  const [asHtml, setAsHtml] = useState(false);
  const editor = useRef<HTMLDivElement>(null);
  const name = POLICY_PAGES[slug];

  // The editor is filled when the page or the mode changes, not on each keystroke (the caret stays put).
  useEffect(() => {
    if (!asHtml && editor.current) editor.current.innerHTML = inert(drafts[slug]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, asHtml]);

  const setDraft = (html: string) => setDrafts((d) => ({ ...d, [slug]: html }));
  const format = (command: string, value?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, value);
    if (editor.current) setDraft(editor.current.innerHTML);
  };
  const link = () => {
    const href = prompt(S.linkPrompt, 'https://');
    if (href && /^(https?:|mailto:|tel:)/i.test(href.trim())) format('createLink', href.trim());
  };

  const { busy, result, setResult, save } = useFormSave(() => storefrontAdminApi(browserTransport()).savePage(slug, drafts[slug]));

  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-labelledby="pages-title">
      <h2 id="pages-title">{S.pagesTitle}</h2>
      <div className="console-field">
        <label htmlFor="sf-page">{S.page}</label>
        <select
          id="sf-page"
          value={slug}
          onChange={(e) => {
            setSlug(e.target.value as PolicySlug);
            setResult(null);
          }}
        >
          {SLUGS.map((s) => (
            <option key={s} value={s}>
              {POLICY_PAGES[s]}
            </option>
          ))}
        </select>
      </div>
      <p>
        <a href={`/ecommerce/${slug}`} target="_blank" rel="noopener">
          {S.preview}
        </a>
      </p>
      <label className="console-check">
        <input type="checkbox" checked={asHtml} onChange={(e) => setAsHtml(e.target.checked)} />
        {S.htmlMode}
      </label>
      {asHtml ? (
        <div className="console-field">
          <label htmlFor="sf-html">{S.htmlLabel(name)}</label>
          <textarea id="sf-html" rows={16} value={drafts[slug]} onChange={(e) => setDraft(e.target.value)} />
        </div>
      ) : (
        <div className="console-field">
          <div className="console-toolbar" role="toolbar" aria-label={S.toolbar} aria-controls="sf-editor">
            <button type="button" className="btn btn-outline btn-small" onClick={() => format('bold')}>
              {S.bold}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => format('formatBlock', 'h2')}>
              {S.heading}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => format('insertUnorderedList')}>
              {S.bulleted}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => format('insertOrderedList')}>
              {S.numbered}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={link}>
              {S.link}
            </button>
          </div>
          <p id="sf-editor-label">
            <strong>{S.editorLabel(name)}</strong>
          </p>
          <div
            id="sf-editor"
            ref={editor}
            className="console-editor"
            contentEditable
            suppressContentEditableWarning
            role="textbox"
            aria-multiline="true"
            aria-labelledby="sf-editor-label"
            tabIndex={0}
            onInput={(e) => setDraft(e.currentTarget.innerHTML)}
          />
        </div>
      )}
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? S.saving : S.save}
      </button>
    </form>
  );
}

function FooterForm({ initial }: { initial: FooterSettings }) {
  const [draft, setDraft] = useState<FooterFields>({
    app_name: initial.appName,
    phone_number: initial.phoneNumber,
    email: initial.email,
    address: initial.address,
    web_description: initial.webDescription,
  });
  const { busy, result, save } = useFormSave(() => storefrontAdminApi(browserTransport()).saveFooter(draft));

  const field = (key: keyof FooterFields, label: string, extra: Record<string, string> = {}) => (
    <div className="console-field">
      <label htmlFor={`sf-${key}`}>{label}</label>
      <input id={`sf-${key}`} type="text" value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} {...extra} />
    </div>
  );

  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-labelledby="footer-title">
      <h2 id="footer-title">{S.footerTitle}</h2>
      {field('app_name', S.fields.appName, { maxLength: '100', required: '', autoComplete: 'organization' })}
      <div className="console-grid">
        {field('phone_number', S.fields.phoneNumber, { maxLength: '20', inputMode: 'tel', autoComplete: 'tel' })}
        {field('email', S.fields.email, { maxLength: '254', inputMode: 'email', autoComplete: 'email' })}
      </div>
      <div className="console-field">
        <label htmlFor="sf-address">{S.fields.address}</label>
        <textarea id="sf-address" rows={3} maxLength={500} value={draft.address} onChange={(e) => setDraft({ ...draft, address: e.target.value })} />
      </div>
      <div className="console-field">
        <label htmlFor="sf-web_description">{S.fields.webDescription}</label>
        <textarea id="sf-web_description" rows={3} maxLength={1000} value={draft.web_description} onChange={(e) => setDraft({ ...draft, web_description: e.target.value })} />
      </div>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? S.saving : MESSAGES.console.products.save}
      </button>
    </form>
  );
}

const BADGES = Object.keys(S.badges) as Array<keyof BadgeFields>;

function BadgesForm({ initial }: { initial: BannerSettings }) {
  const start: Record<keyof BadgeFields, number | null> = {
    offer_banner_first_discount: initial.offerBannerFirstDiscount,
    offer_banner_second_discount: initial.offerBannerSecondDiscount,
    popup_banner_discount: initial.popupBannerDiscount,
  };
  const [draft, setDraft] = useState(Object.fromEntries(BADGES.map((k) => [k, String(start[k] ?? 0)])) as Record<keyof BadgeFields, string>);
  const { busy, result, save } = useFormSave(() => {
    // Sent as typed (a blank as null): the server says what is wrong.
    const body = Object.fromEntries(BADGES.map((k) => [k, draft[k].trim() === '' ? null : Number(draft[k])])) as unknown as BadgeFields;
    return storefrontAdminApi(browserTransport()).saveBadges(body);
  });

  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-labelledby="badges-title" aria-describedby="badges-hint">
      <h2 id="badges-title">{S.badgesTitle}</h2>
      <p id="badges-hint">{S.badgesHint}</p>
      <div className="console-grid">
        {BADGES.map((k) => (
          <div className="console-field" key={k}>
            <label htmlFor={`sf-${k}`}>{S.badges[k]}</label>
            <input id={`sf-${k}`} type="number" min="0" max="100" step="1" inputMode="numeric" value={draft[k]} onChange={(e) => setDraft({ ...draft, [k]: e.target.value })} />
          </div>
        ))}
      </div>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? S.saving : MESSAGES.console.products.save}
      </button>
    </form>
  );
}

function DeliveryChargeForm({ initial }: { initial: number }) {
  const [draft, setDraft] = useState(String(initial));
  const { busy, result, save } = useFormSave(() => {
    const rupees = Number(draft.trim());
    // A blank or a word is refused here with the same words; the server checks the range.
    if (draft.trim() === '' || !Number.isFinite(rupees)) return Promise.reject(new Error(S.chargeInvalid));
    return storefrontAdminApi(browserTransport()).saveDeliveryCharge(rupees);
  });
  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-labelledby="charge-title">
      <h2 id="charge-title">{S.chargeTitle}</h2>
      <div className="console-field">
        <label htmlFor="sf-charge">{S.chargeLabel}</label>
        <input id="sf-charge" type="number" min="0" step="0.01" inputMode="decimal" value={draft} aria-describedby="charge-hint" onChange={(e) => setDraft(e.target.value)} />
        <p id="charge-hint" className="console-note">
          {S.chargeHint}
        </p>
      </div>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? S.saving : MESSAGES.console.products.save}
      </button>
    </form>
  );
}

export default function StorefrontPanel() {
  const { state, reload } = useGatedLoad(async (t) => {
    // The admin check first: the pages and the footer are public reads.
    await consoleApi(t).access();
    const catalogue = catalogueApi(t);
    // A page the shop never wrote is a 404: it starts empty.
    const texts = await Promise.all(
      SLUGS.map((s) => catalogue.page(POLICY_PAGES[s]).then((p) => p.content, (err: unknown) => (err instanceof ApiError && err.status === 404 ? '' : Promise.reject(err)))),
    );
    const pages = Object.fromEntries(SLUGS.map((s, i) => [s, texts[i]!])) as Record<PolicySlug, string>;
    const [footer, banners, sliders, charge] = await Promise.all([
      catalogue.footer(),
      catalogue.banners(),
      catalogue.sliders(),
      checkoutApi(t).deliveryCharge(),
    ]);
    return { pages, footer, banners, sliders, charge };
  });
  return (
    <Gate title={MESSAGES.console.sections.storefront} state={state} reload={reload}>
      {(data) => (
        <>
          <PagesEditor initial={data.pages} />
          <FooterForm initial={data.footer} />
          <BadgesForm initial={data.banners} />
          <DeliveryChargeForm initial={data.charge} />
          <StorefrontImages sliders={data.sliders} banners={data.banners} />
        </>
      )}
    </Gate>
  );
}
