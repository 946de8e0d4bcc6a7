// The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless
// shell, else Debian's full browser, else Playwright's own build when one was
// downloaded. The headless shell is Chromium's engine without the desktop
// browser around it (Playwright's own default for headless runs): the browser
// layer takes about 40% less time with it.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** What to install on a machine that has none of them. */
export const CHROMIUM_INSTALL = 'apt-get install chromium-headless-shell';

/** The binary to launch, or undefined for Playwright's own (which may be missing: see chromiumMissing). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEBIAN.find((path) => existsSync(path));
}

/** True when the browser tests would find no Chromium at all. */
export function chromiumMissing() {
  const path = chromiumPath();
  return path ? !existsSync(path) : !existsSync(chromium.executablePath());
}
