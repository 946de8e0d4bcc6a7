import { useState } from 'react';
import type { MessagingChannelName, MessagingChannelView, MessagingSettingsView } from '@/contract/messaging-settings';
import { messagingSettingsApi } from '@/lib/api/messaging-settings';
import { CONSOLE_MESSAGING_MESSAGES as K } from '@/lib/console-messaging-messages';
import { activeLanguage } from '@/lib/i18n/catalogue';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import SmsTemplateIds from './SmsTemplateIds';
import { useGatedLoad } from './use-gated-load';
import { useSave } from './use-save';

// The shop's SMS and WhatsApp settings for its admin, one form per channel:
// on or off, the sender, the provider key (write-only: the page learns only
// whether one is saved and its last 4, and the key field starts empty), the
// templates the provider approved, for SMS the shop's own MSG91 template ids,
// and "Send me a test" to the admin's own mobile. A refused save keeps what
// was typed.

const WORDS: Record<MessagingChannelName, { title: string; name: string; sender: string; key: string; senderMax: number }> = {
  sms: { title: K.smsTitle, name: 'SMS', sender: K.smsSender, key: K.smsKey, senderMax: 6 },
  whatsapp: { title: K.whatsappTitle, name: 'WhatsApp', sender: K.whatsappSender, key: K.whatsappKey, senderMax: 20 },
};

interface ChannelProps {
  channel: MessagingChannelName;
  view: MessagingChannelView;
  templates: string[];
  /** SMS: the shop's MSG91 flow template ids (WhatsApp names its templates, no ids). */
  templateIds?: Record<string, string>;
  saved: (s: MessagingSettingsView) => void;
}

function ChannelForm({ channel, view, templates, templateIds, saved }: ChannelProps) {
  const W = WORDS[channel];
  const [enabled, setEnabled] = useState(view.enabled);
  const [sender, setSender] = useState(view.sender);
  const [key, setKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const [approved, setApproved] = useState(() => new Set(view.approved));
  const [ids, setIds] = useState<Record<string, string>>(() => templateIds ?? {});
  const save = useSave();
  const test = useSave();
  const id = (field: string) => `m-${channel}-${field}`;

  function toggle(name: string, on: boolean) {
    const next = new Set(approved);
    if (on) next.add(name);
    else next.delete(name);
    setApproved(next);
  }

  function submit(event: React.SubmitEvent) {
    event.preventDefault();
    return save.run(async () => {
      const answer = await messagingSettingsApi(browserTransport()).save(channel, {
        enabled,
        sender: sender.trim(),
        ...(key.trim() ? { key: key.trim() } : {}),
        ...(removeKey && !key.trim() ? { remove_key: true } : {}),
        approved: templates.filter((t) => approved.has(t)),
        ...(templateIds ? { template_ids: Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v.trim()])) } : {}),
      });
      saved(answer.settings);
      // The sender as stored (a DLT sender id is upper case).
      setSender(answer.settings[channel].sender);
      setKey('');
      setRemoveKey(false);
      if (templateIds) setIds(answer.settings.sms_template_ids);
      return answer.message;
    });
  }

  const sendTest = () => test.run(async () => (await messagingSettingsApi(browserTransport()).sendTest(channel, activeLanguage())).message);

  return (
    <form className="console-form console-section" onSubmit={submit} noValidate aria-labelledby={id('title')} data-testid={`messaging-${channel}`}>
      <h2 id={id('title')}>{W.title}</h2>
      {!view.stored && <p className="console-note">{K.deployed}</p>}
      <div className="console-field">
        <label className="console-check">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> {K.enabled(W.name)}
        </label>
      </div>
      <div className="console-grid">
        <div className="console-field">
          <label htmlFor={id('sender')}>{W.sender}</label>
          <input id={id('sender')} value={sender} onChange={(e) => setSender(e.target.value)} autoComplete="off" spellCheck={false} maxLength={W.senderMax} />
        </div>
        <div className="console-field">
          <label htmlFor={id('key')}>{W.key}</label>
          <input id={id('key')} type="password" value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" spellCheck={false} maxLength={1024} aria-describedby={id('key-state')} />
          <p className="console-note" id={id('key-state')} data-testid={`messaging-${channel}-key-state`}>
            {view.key_set && view.key_last4 ? K.keySet(view.key_last4) : K.keyNotSet}
          </p>
          {view.key_set && (
            <label className="console-check">
              <input type="checkbox" checked={removeKey} onChange={(e) => setRemoveKey(e.target.checked)} /> {K.removeKey}
            </label>
          )}
        </div>
      </div>
      <fieldset className="console-field">
        <legend>{K.approvedTitle}</legend>
        <p className="console-note">{K.approvedHint}</p>
        {templates.map((name) => (
          <label key={name} className="console-check">
            <input type="checkbox" checked={approved.has(name)} onChange={(e) => toggle(name, e.target.checked)} /> <code>{name}</code>
          </label>
        ))}
      </fieldset>
      {templateIds && <SmsTemplateIds templates={templates} ids={ids} onChange={setIds} />}
      <div aria-live="polite">{save.result && <p className={save.result.ok ? 'console-status' : 'console-error'}>{save.result.text}</p>}</div>
      <p className="console-actions">
        <button type="submit" className="btn" disabled={save.busy} aria-busy={save.busy}>
          {save.busy ? K.saving : K.save}
        </button>
        <button type="button" className="btn btn-outline" disabled={test.busy} aria-busy={test.busy} aria-describedby={id('test-hint')} onClick={() => void sendTest()}>
          {test.busy ? K.sendingTest : K.sendTest}
        </button>
      </p>
      <p className="console-note" id={id('test-hint')}>{K.testHint}</p>
      <div aria-live="polite">{test.result && <p className={test.result.ok ? 'console-status' : 'console-error'}>{test.result.text}</p>}</div>
    </form>
  );
}

function Settings({ initial }: { initial: MessagingSettingsView }) {
  const [settings, setSettings] = useState(initial);
  return (
    <>
      <p className="console-note">{K.intro}</p>
      {(['sms', 'whatsapp'] as const).map((channel) => (
        <ChannelForm
          key={channel}
          channel={channel}
          view={settings[channel]}
          templates={settings.templates}
          templateIds={channel === 'sms' ? settings.sms_template_ids : undefined}
          saved={setSettings}
        />
      ))}
    </>
  );
}

export default function MessagingPanel() {
  const { state, reload } = useGatedLoad((t) => messagingSettingsApi(t).get());
  return (
    <Gate title={MESSAGES.console.sections.messaging} state={state} reload={reload}>
      {(data) => <Settings initial={data} />}
    </Gate>
  );
}
