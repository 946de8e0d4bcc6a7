import { DomainError } from '../domain-error';
import { MAX_UPLOAD_BYTES } from './upload-size';
import { randomHex } from '../secret-tokens';
import { WORDS } from '@/lib/words';

// A shopper's prescription: a photo (JPEG, PNG, WebP) or a PDF, known by its
// first bytes (the type the browser declares is not trusted), stored in R2
// under a private prefix the public file route never serves, with a random
// name nobody can guess. Only the prescription routes read it back.


const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The file's type from its bytes, or null when it is none of the four. */
export function sniffPrescription(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** The private key of a new prescription of this shop. */
const prescriptionKey = (slug: string) => `private/prescriptions/${slug}/${randomHex(24)}`;

/** Checks the file (size, then its bytes) and stores it; answers its key, type and size. */
export async function storePrescription(bucket: R2Bucket, slug: string, file: File): Promise<{ key: string; type: string; size: number }> {
  if (file.size === 0) throw new DomainError('PRESCRIPTION_FILE', WORDS.prescription.fileMissing);
  if (file.size > MAX_UPLOAD_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', WORDS.prescription.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffPrescription(bytes);
  if (!type) throw new DomainError('PRESCRIPTION_FILE', WORDS.prescription.fileType);
  const key = prescriptionKey(slug);
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  return { key, type, size: bytes.byteLength };
}
