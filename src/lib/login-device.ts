import { STORAGE } from './storage-keys';

// The device token a login answer hands this browser: sent with later logins,
// it tells the server this browser has logged into the account before, so a
// stranger's failed logins never hold its owner back. Kept per shop origin by
// local storage itself; it opens nothing on its own (the password is still needed).

export function storedLoginDevice(): string | undefined {
  try {
    return localStorage.getItem(STORAGE.loginDevice) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberLoginDevice(device: string | null | undefined): void {
  if (!device) return;
  try {
    localStorage.setItem(STORAGE.loginDevice, device);
  } catch {
    // Private mode or full storage: the next login from here may meet a challenge.
  }
}
