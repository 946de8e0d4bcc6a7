import { useEffect, useRef, useState } from 'react';
import { notify, playTone, setSound, soundOn, titleWithCount } from '@/lib/console-alerts';
import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { browserTransport } from '@/lib/shop-config';
import { useLiveOrders } from '../live/use-live-orders';
import ConsolePush from './ConsolePush';
import { loadTodaySummary } from './today-summary';

// On every console page: the orders waiting for the admin (to approve, which
// includes UPI payments to verify and prescriptions to review) counted in the
// tab's title, read again whenever the shop's live channel says an order
// changed. When the count grows, a tone (if turned on here) and a browser
// notification (if allowed). Someone the API refuses sees nothing of it.

const H = CONSOLE_HEADER;

export default function ConsoleAlerts() {
  const [waiting, setWaiting] = useState<number | null>(null);
  const [sound, setSoundState] = useState(false);
  const [canAsk, setCanAsk] = useState(false);
  const last = useRef<number | null>(null);
  const [round, setRound] = useState(0);
  useLiveOrders(() => setRound((n) => n + 1));

  useEffect(() => {
    setSoundState(soundOn());
    setCanAsk(typeof Notification !== 'undefined' && Notification.permission === 'default');
  }, []);

  useEffect(() => {
    let live = true;
    // The first read is the one the Today page shares; later rounds ask again.
    loadTodaySummary(browserTransport(), { fresh: round > 0 })
      .then((today) => {
        if (!live) return;
        const count = today.waiting.to_approve;
        const before = last.current;
        last.current = count;
        setWaiting(count);
        document.title = titleWithCount(document.title, count);
        if (before !== null && count > before) {
          if (soundOn()) playTone();
          notify(H.newOrders(count - before), document.title);
        }
      })
      // Not an admin, or offline: the page itself says so; the title stays as it is.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [round]);

  if (waiting === null) return null;
  return (
    <div className="console-alerts">
      <span className="visually-hidden" role="status">
        {H.waitingNow(waiting)}
      </span>
      <label className="console-check">
        <input
          type="checkbox"
          checked={sound}
          onChange={(e) => {
            setSound(e.target.checked);
            setSoundState(e.target.checked);
            if (e.target.checked) playTone();
          }}
        />
        {H.sound}
      </label>
      {canAsk && (
        <button type="button" className="btn btn-small console-logout" onClick={() => void Notification.requestPermission().then(() => setCanAsk(false))}>
          {H.allowAlerts}
        </button>
      )}
      <ConsolePush />
    </div>
  );
}
