import { STORAGE } from './storage-keys';

// The console's alerts while a page of it is open: how many things wait for
// the admin, in the tab's title; a short tone when more arrive (off until the
// admin turns it on; the choice stays in this browser); and a browser
// notification when the admin allowed them.

const COUNT_PREFIX = /^\(\d+\)\s+/;

/** The page's title with `count` in front ("(2) Orders | Shop"); the plain title at 0. */
export function titleWithCount(title: string, count: number): string {
  const plain = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${plain}` : plain;
}

export function soundOn(): boolean {
  try {
    return localStorage.getItem(STORAGE.consoleSound) === 'on';
  } catch {
    return false;
  }
}

export function setSound(on: boolean): void {
  try {
    localStorage.setItem(STORAGE.consoleSound, on ? 'on' : 'off');
  } catch {
    // Storage unavailable: the choice lasts this page only.
  }
}

/** Two short beeps, made in the page (no sound file to download). */
export function playTone(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  const audio = new Context();
  for (const [at, pitch] of [
    [0, 880],
    [0.25, 1175],
  ] as const) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = pitch;
    gain.gain.setValueAtTime(0.2, audio.currentTime + at);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.2);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + at);
    tone.stop(audio.currentTime + at + 0.2);
  }
  setTimeout(() => void audio.close(), 1000);
}

/** A browser notification, only when the admin allowed them. */
export function notify(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag: 'console-orders' });
  } catch {
    // Some phones allow notifications from a service worker only: the title and the tone still tell.
  }
}
