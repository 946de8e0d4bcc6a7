import { useEffect, useState } from 'react';
import { pushApi } from '@/lib/api/push';
import { ApiError } from '@/lib/api/transport';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { currentSubscription, pushPermission, pushSupported, subscribeThisBrowser } from '@/lib/console-push';
import { browserTransport } from '@/lib/shop-config';

// "Notify this device even when the console is closed": Web Push through the
// shop's service worker, offered only where the browser has PushManager, the
// shop has VAPID keys, and notifications are allowed or can still be asked
// for. Turning it on or off is the admin's click; the outcome is announced.

const P = CONSOLE_DAY.push;
type State = 'hidden' | 'off' | 'on' | 'working';

export default function ConsolePush() {
  const [state, setState] = useState<State>('hidden');
  const [key, setKey] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void (async () => {
      const settings = await pushApi(browserTransport()).settings();
      if (!settings.enabled || !settings.public_key || (await pushPermission(settings.public_key)) === 'denied') return;
      const existing = await currentSubscription();
      if (!live) return;
      setKey(settings.public_key);
      setState(existing ? 'on' : 'off');
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (state === 'hidden' || !key) return null;

  const fail = (err: unknown, back: State) => {
    setSaid(err instanceof ApiError ? err.message : P.failed);
    setState(back);
  };

  const turnOn = async () => {
    setState('working');
    setSaid('');
    try {
      const subscription = await subscribeThisBrowser(key);
      if (subscription === 'blocked') {
        setSaid(P.blocked);
        setState('off');
        return;
      }
      await pushApi(browserTransport()).subscribe(subscription.toJSON());
      setSaid(P.on);
      setState('on');
    } catch (err) {
      fail(err, 'off');
    }
  };

  const turnOff = async () => {
    setState('working');
    setSaid('');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // The shop forgets it first: a failure leaves both sides as they were.
        await pushApi(browserTransport()).unsubscribe(subscription.endpoint).catch((err: unknown) => {
          if (!(err instanceof ApiError && err.status === 404)) throw err;
        });
        await subscription.unsubscribe();
      }
      setSaid(P.off);
      setState('off');
    } catch (err) {
      fail(err, 'on');
    }
  };

  return (
    <div className="console-push">
      <button
        type="button"
        className="btn btn-small"
        disabled={state === 'working'}
        onClick={() => void (state === 'on' ? turnOff() : turnOn())}
      >
        {state === 'working' ? P.working : state === 'on' ? P.turnOff : P.offer}
      </button>
      <span role="status" className="console-push-status">
        {said}
      </span>
    </div>
  );
}
