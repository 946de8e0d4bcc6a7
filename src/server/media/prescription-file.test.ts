import { describe, expect, it } from 'vitest';
import { sniffPrescription } from './prescription-file';

describe('a prescription file is known by its first bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('takes JPEG, PNG, WebP and PDF', () => {
    expect(sniffPrescription(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPrescription(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffPrescription(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffPrescription(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });
  it('refuses anything else, whatever its name says', () => {
    expect(sniffPrescription(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffPrescription(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffPrescription(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPrescription(bytes())).toBeNull();
  });
});
