import { bool, fields, num, nullish, str, type Reader } from './read';

// What the console reads before offering Web Push (GET admin/push-subscriptions).

export interface PushSettings {
  /** Whether the shop has VAPID keys: without them the console does not offer push. */
  enabled: boolean;
  /** The shop's VAPID public key, the browser's applicationServerKey. */
  public_key: string | null | undefined;
  devices: number;
  max_devices: number;
}

export const readPushSettings: Reader<PushSettings> = /* @__PURE__ */ fields({ enabled: bool, public_key: nullish(str), devices: num, max_devices: num });
