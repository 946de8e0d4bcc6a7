import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './upi-qr';

// Paints the drawn path (as a browser would fill it) and reads it back with a
// QR decoder: the code on the page must hold exactly the payment link.

function paint({ size, path }: { size: number; path: string }, scale = 4) {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const i = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  return { pixels, width };
}

describe('the UPI QR code', () => {
  it('encodes the intent link exactly, with a quiet zone', () => {
    const link = 'upi://pay?pa=sehat@okaxis&pn=Sehat%20Pharmacy&am=286.90&cu=INR&tr=ORD-12-1764200000000&tn=Order%20ORD-12-1764200000000';
    const drawing = qrDrawing(link);
    expect(drawing.path).not.toMatch(/M[0-3] /);
    const { pixels, width } = paint(drawing);
    expect(jsQR(pixels, width, width)?.data).toBe(link);
  });
});
