import { useState } from 'react';
import type { PaymentSettingsView } from '@/contract/payments';
import { paymentSettingsApi, type GatewayKeyFields } from '@/lib/api/payment-settings';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import { useGatedLoad } from './use-gated-load';
import { useSave } from './use-save';

// The shop's payment settings for its admin: the UPI payee and how long an
// unpaid order holds its stock, and the Razorpay keys. Keys are write-only:
// the page learns only whether they are set and the key id's last 4, and its
// key fields start empty. A refused save keeps what was typed.

const K = MESSAGES.console.payments;

function PayeeForm({ settings, saved }: { settings: PaymentSettingsView; saved: (s: PaymentSettingsView) => void }) {
  const [vpa, setVpa] = useState(settings.payee_vpa ?? '');
  const [name, setName] = useState(settings.payee_name ?? '');
  const [minutes, setMinutes] = useState(String(settings.unpaid_expiry_minutes));
  const { busy, result, run } = useSave();

  function save(event: React.SubmitEvent) {
    event.preventDefault();
    return run(async () => {
      const answer = await paymentSettingsApi(browserTransport()).save({
        payee_vpa: vpa.trim() || null,
        payee_name: name.trim() || null,
        unpaid_expiry_minutes: minutes.trim() === '' ? Number.NaN : Number(minutes),
      });
      saved(answer.settings);
      return K.saved;
    });
  }

  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-labelledby="payee-title">
      <h2 id="payee-title">{K.payeeTitle}</h2>
      <p className="console-note">{K.payeeHint}</p>
      <div className="console-grid">
        <div className="console-field">
          <label htmlFor="p-vpa">{K.payeeVpa}</label>
          <input id="p-vpa" value={vpa} onChange={(e) => setVpa(e.target.value)} autoComplete="off" inputMode="email" maxLength={255} />
        </div>
        <div className="console-field">
          <label htmlFor="p-name">{K.payeeName}</label>
          <input id="p-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
        </div>
        <div className="console-field">
          <label htmlFor="p-expiry">{K.expiry}</label>
          <input id="p-expiry" type="number" min={5} max={1440} step={1} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </div>
      </div>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <p className="console-actions">
        <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
          {busy ? K.saving : K.save}
        </button>
      </p>
    </form>
  );
}

const NO_KEYS: GatewayKeyFields = { key_id: '', key_secret: '', webhook_secret: '' };

function KeysForm({ settings, saved }: { settings: PaymentSettingsView; saved: (s: PaymentSettingsView) => void }) {
  const [keys, setKeys] = useState<GatewayKeyFields>(NO_KEYS);
  const { busy, result, run: runSave } = useSave();
  const set = (field: keyof GatewayKeyFields) => (e: { target: { value: string } }) => setKeys({ ...keys, [field]: e.target.value });
  const { keys_set: isSet, key_id_last4: last4 } = settings.gateway;

  function run(call: () => Promise<{ settings: PaymentSettingsView }>, done: string, clear: boolean) {
    return runSave(async () => {
      saved((await call()).settings);
      if (clear) setKeys(NO_KEYS);
      return done;
    });
  }

  async function save(event: React.SubmitEvent) {
    event.preventDefault();
    await run(() => paymentSettingsApi(browserTransport()).setKeys({ key_id: keys.key_id.trim(), key_secret: keys.key_secret.trim(), webhook_secret: keys.webhook_secret.trim() }), K.keysSaved, true);
  }

  async function remove() {
    if (!(await showConfirm(K.removeConfirmTitle, K.removeConfirmText, K.removeKeys))) return;
    await run(() => paymentSettingsApi(browserTransport()).removeKeys(), K.keysRemoved, false);
  }

  const field = (id: keyof GatewayKeyFields, label: string, secret: boolean) => (
    <div className="console-field">
      <label htmlFor={`g-${id}`}>{label}</label>
      <input id={`g-${id}`} type={secret ? 'password' : 'text'} value={keys[id]} onChange={set(id)} autoComplete="off" spellCheck={false} maxLength={200} />
    </div>
  );

  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-labelledby="gateway-title">
      <h2 id="gateway-title">{K.gatewayTitle}</h2>
      <p className="console-note" data-testid="gateway-keys-state">
        {isSet && last4 ? K.keysSet(last4) : K.keysNotSet}
      </p>
      <p className="console-note">{K.webhookUrl(`${location.origin}/api/payments/razorpay/webhook`)}</p>
      <p className="console-note">{K.keysHint}</p>
      <div className="console-grid">
        {field('key_id', K.keyId, false)}
        {field('key_secret', K.keySecret, true)}
        {field('webhook_secret', K.webhookSecret, true)}
      </div>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <p className="console-actions">
        <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
          {isSet ? K.replaceKeys : K.setKeys}
        </button>
        {isSet && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void remove()}>
            {K.removeKeys}
          </button>
        )}
      </p>
    </form>
  );
}

function Settings({ initial }: { initial: PaymentSettingsView }) {
  const [settings, setSettings] = useState(initial);
  return (
    <>
      <PayeeForm settings={settings} saved={setSettings} />
      <KeysForm settings={settings} saved={setSettings} />
    </>
  );
}

export default function PaymentsPanel() {
  const { state, reload } = useGatedLoad((t) => paymentSettingsApi(t).get());
  return (
    <Gate title={MESSAGES.console.sections.payments} state={state} reload={reload}>
      {(data) => <Settings initial={data} />}
    </Gate>
  );
}
