// Live order status for the order pages, loaded lazily by them: a WebSocket to
// the shop's /api/live; each message names an order that changed, and the
// page reads its orders again through the API. While the socket is down (no
// WebSocket, offline, server gone) the page is refreshed on a back-off
// (2 s, 4 s ... up to 2 minutes) each time a new connection is tried.

const PING_MS = 30_000;
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 120_000;

export interface LiveOptions {
  /** The API root the page uses ("/api", or an absolute URL). */
  apiRoot: string;
  token: string;
  /** Something changed (or may have, while disconnected): read the orders again. */
  onChange: () => void;
}

function liveUrl(apiRoot: string): string {
  const url = new URL(`${apiRoot.replace(/\/+$/, '')}/live`, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** Starts watching; returns the function that stops. */
export function watchOrders({ apiRoot, token, onChange }: LiveOptions): () => void {
  let stopped = false;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let delay = RETRY_MIN_MS;

  const later = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      onChange();
      connect();
    }, delay);
    delay = Math.min(RETRY_MAX_MS, delay * 2);
  };

  function connect() {
    if (stopped) return;
    if (typeof WebSocket === 'undefined') return later();
    try {
      socket = new WebSocket(liveUrl(apiRoot), ['bearer', token]);
    } catch {
      return later();
    }
    socket.addEventListener('open', () => {
      delay = RETRY_MIN_MS;
      // A first ping at once: the answer shows the connection is live end to end.
      socket?.send('ping');
      ping = setInterval(() => socket?.send('ping'), PING_MS);
    });
    socket.addEventListener('message', (e) => {
      if (e.data !== 'pong') onChange();
    });
    socket.addEventListener('close', () => {
      clearInterval(ping);
      socket = null;
      later();
    });
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    socket?.close(1000, 'page closed');
  };
}
