// Alerts, confirmations and toasts through sweetalert2, imported on first use
// so a page pays nothing for it until a dialog opens. Every button's words are
// in the page's language (the library's own are English).

import { MESSAGES } from './messages';
import { THEME_COLOR } from './pwa/manifest';

type Icon = 'success' | 'error' | 'warning' | 'info' | 'question';

/**
 * The library with the shop's defaults: its colour, and button words read now, in the page's language.
 * Null when its code could not be fetched (a dropped link, a deploy that replaced the file): each dialog
 * then asks through the browser's own, so a button never does nothing.
 */
async function swal() {
  try {
    // The package's ESM build injects its own styles.
    const { default: Swal } = await import('sweetalert2');
    return Swal.mixin({ confirmButtonText: MESSAGES.session.ok, cancelButtonText: MESSAGES.session.cancel, confirmButtonColor: THEME_COLOR });
  } catch {
    return null;
  }
}

const plain = (...parts: Array<string | undefined>) => parts.filter(Boolean).join('\n\n');

/** `thenFocus`: the id of the field the alert asks about, focused once it closes (else focus returns where it was). */
export async function showAlert(title: string, text?: string, icon: Icon = 'info', timerMs?: number, thenFocus?: string): Promise<void> {
  const Swal = await swal();
  if (!Swal) {
    window.alert(plain(title, text));
    if (thenFocus) document.getElementById(thenFocus)?.focus();
    return;
  }
  const focus = thenFocus ? { returnFocus: false, didClose: () => document.getElementById(thenFocus)?.focus() } : {};
  await Swal.fire({ title, text, icon, timer: timerMs, showConfirmButton: timerMs === undefined, ...focus });
}

export async function showConfirm(title: string, text: string, confirmText: string, cancelText: string = MESSAGES.session.cancel): Promise<boolean> {
  const Swal = await swal();
  if (!Swal) return window.confirm(plain(title, text));
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    cancelButtonColor: '#6b7280',
    focusCancel: true,
  });
  return result.isConfirmed;
}

export async function showToast(text: string, icon: Icon = 'error'): Promise<void> {
  const Swal = await swal();
  // A toast only tells what the page shows anyway: without the library, an error still says so.
  if (!Swal) {
    if (icon === 'error' || icon === 'warning') window.alert(text);
    return;
  }
  await Swal.fire({ toast: true, position: 'top-end', icon, title: text, showConfirmButton: false, timer: 3500, timerProgressBar: true });
}

/** Asks for one line of text (e.g. a return reason); null when cancelled. */
export async function promptText(title: string, label: string): Promise<string | null> {
  const Swal = await swal();
  if (!Swal) return window.prompt(plain(title, label));
  const result = await Swal.fire({
    title,
    input: 'text',
    inputLabel: label,
    showCancelButton: true,
  });
  return result.isConfirmed ? String(result.value ?? '') : null;
}
