// A guest's press on a card's Add can only ask them to log in. This shows that
// question with the dialog library alone: not the page's scripts, the cart's
// code or the message catalogue (the page gives the words, in its language),
// so on a slow link the answer does not wait for three rounds of files.
import Swal from 'sweetalert2';
import { THEME_COLOR } from './pwa/manifest';

/** Shows `message` (the shop's "Please login first!") as the shop's warning alert, with `ok` on its button, as dialogs.ts's showAlert does. */
export function askGuestToLogIn(message: string, ok: string): void {
  void Swal.fire({ title: message, icon: 'warning', confirmButtonText: ok, confirmButtonColor: THEME_COLOR });
}
