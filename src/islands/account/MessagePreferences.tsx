import { useEffect, useState } from 'react';
import { MESSAGE_KINDS, type MessageChannel, type MessagePreferencesView } from '@/contract/message-preferences';
import { ApiError } from '@/lib/api/transport';
import { messagePreferencesApi } from '@/lib/api/message-preferences';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { handleUnauthorized } from '@/lib/stores/session-watch';

const T = MESSAGES.messagePreferences;

/** The profile's Messages section: a labelled checkbox per message kind and channel, Save, then "Saved". */
export default function MessagePreferences() {
  const [view, setView] = useState<MessagePreferencesView | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    messagePreferencesApi(browserTransport()).get().then(setView, (e: unknown) => {
      if (!handleUnauthorized(e)) setError(T.loadFailed);
    });
  }, []);

  if (!view) {
    return (
      <section className="card profile-card" aria-labelledby="messages-heading">
        <h2 id="messages-heading">{T.heading}</h2>
        {error ? <p className="auth-status auth-status--error" role="alert">{error}</p> : <p aria-busy="true">{T.loading}</p>}
      </section>
    );
  }

  function toggle(kind: (typeof MESSAGE_KINDS)[number], channel: MessageChannel, on: boolean) {
    setStatus('');
    setView((v) => v && { ...v, preferences: { ...v.preferences, [kind]: { ...v.preferences[kind], [channel]: on } } });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!view) return;
    setSaving(true);
    setError('');
    setStatus('');
    try {
      // Only the channels the shop offers are sent.
      const body = Object.fromEntries(
        MESSAGE_KINDS.map((k) => [k, Object.fromEntries(view.channels.map((ch) => [ch, view.preferences[k][ch]]))]),
      ) as Parameters<ReturnType<typeof messagePreferencesApi>['save']>[0];
      setView(await messagePreferencesApi(browserTransport()).save(body));
      setStatus(T.saved);
    } catch (e) {
      if (!handleUnauthorized(e)) setError(e instanceof ApiError && e.status < 500 ? e.message : MESSAGES.account.profileSaveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card profile-card message-prefs" aria-labelledby="messages-heading">
      <h2 id="messages-heading">{T.heading}</h2>
      <p>{T.intro}</p>
      <form onSubmit={save}>
        {MESSAGE_KINDS.map((kind) => (
          <fieldset key={kind} className="message-prefs__kind">
            <legend>{T.kinds[kind]}</legend>
            {view.channels.map((channel) => (
              <label key={channel} className="message-prefs__choice">
                <input type="checkbox" name={`${kind}.${channel}`} checked={view.preferences[kind][channel]}
                  onChange={(e) => toggle(kind, channel, e.currentTarget.checked)} />
                {' '}{T.channels[channel]}
              </label>
            ))}
          </fieldset>
        ))}
        <button className="btn" type="submit" disabled={saving}>{saving ? T.saving : T.save}</button>
        <p className="auth-status" role="status" aria-live="polite">{status}</p>
        {error && <p className="auth-status auth-status--error" role="alert">{error}</p>}
      </form>
    </section>
  );
}
