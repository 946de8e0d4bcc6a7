// The prescription file a shopper chooses (in the cart, or on an order in My
// Orders), checked before it is sent: a photo or PDF of at most 2 MB, as the
// server takes it (the server checks the bytes again).

/** What the file input offers. */
export const PRESCRIPTION_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const MAX_BYTES = 2 * 1024 * 1024;

/** Over the size the server takes: refused before a byte is sent. */
export function prescriptionTooLarge(file: File): boolean {
  return file.size > MAX_BYTES;
}
