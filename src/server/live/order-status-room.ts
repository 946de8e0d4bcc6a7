import { DurableObject } from 'cloudflare:workers';

// One per shop: holds the WebSocket connections of the shop's open My Orders,
// rider and admin pages, with the hibernation API, so an idle connection costs
// no compute. Each socket is tagged with what its viewer may see (a customer
// their own orders, a rider the orders assigned to them, admins all of the
// shop's); an order change is sent only to the sockets its tags allow. A
// message names the order and nothing else: the page reads the order again
// through the API, which applies its own access rules.

export const VIEWER_HEADER = 'x-live-viewer';
/** The subprotocol a client offers with its session token, and the one the answer selects. */
export const LIVE_PROTOCOL = 'bearer';
/** Set by the Worker when the client offered the subprotocol, so the answer selects it. */
export const PROTOCOL_HEADER = 'x-live-protocol';

interface Viewer {
  id: number;
  role: 'customer' | 'admin' | 'delivery';
}

export interface OrderChange {
  orderId: string;
  customerId: number | null;
  riderId: number | null;
  /** The rider the order was just taken from: their round must drop it. */
  previousRiderId?: number | null;
}

function parseViewer(raw: string | null): Viewer | null {
  try {
    const v = JSON.parse(raw ?? '') as Partial<Viewer>;
    if (typeof v.id === 'number' && (v.role === 'customer' || v.role === 'admin' || v.role === 'delivery')) return { id: v.id, role: v.role };
  } catch {
    // Not JSON: no viewer.
  }
  return null;
}

function tagOf(viewer: Viewer): string {
  if (viewer.role === 'admin') return 'admins';
  return viewer.role === 'delivery' ? `rider:${viewer.id}` : `customer:${viewer.id}`;
}

export class OrderStatusRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Only the Worker reaches this (connectLive), with the viewer it authenticated. */
  override async fetch(request: Request): Promise<Response> {
    const viewer = parseViewer(request.headers.get(VIEWER_HEADER));
    if (!viewer || request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response(null, { status: 400 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [tagOf(viewer)]);
    const selected = request.headers.get(PROTOCOL_HEADER) === LIVE_PROTOCOL ? { 'Sec-WebSocket-Protocol': LIVE_PROTOCOL } : undefined;
    return new Response(null, { status: 101, webSocket: client, headers: selected });
  }

  /** Tells every socket allowed to see an order that it changed; how many messages went out. */
  notify(changes: OrderChange[]): number {
    let sent = 0;
    for (const change of changes) {
      const sockets = new Set([
        ...this.ctx.getWebSockets('admins'),
        ...(change.customerId !== null ? this.ctx.getWebSockets(`customer:${change.customerId}`) : []),
        ...(change.riderId !== null ? this.ctx.getWebSockets(`rider:${change.riderId}`) : []),
        ...(change.previousRiderId ? this.ctx.getWebSockets(`rider:${change.previousRiderId}`) : []),
      ]);
      const message = JSON.stringify({ type: 'order', order_id: change.orderId });
      for (const ws of sockets) {
        try {
          ws.send(message);
          sent += 1;
        } catch {
          // A socket closing meanwhile: its page reconnects and reads its orders again.
        }
      }
    }
    return sent;
  }

  /** Clients only ping (answered automatically); anything else is ignored. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, 'closing');
    } catch {
      // Already closed.
    }
  }
}
