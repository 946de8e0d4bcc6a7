import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-upload';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const text = (s: string) => new TextEncoder().encode(s);

describe('uploaded images are recognised by their bytes', () => {
  it('knows PNG, JPEG, GIF, WebP and SVG', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))?.type).toBe('image/png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))?.type).toBe('image/jpeg');
    expect(sniffImage(text('GIF89a....'))?.type).toBe('image/gif');
    expect(sniffImage(text('RIFF\0\0\0\0WEBPVP8 '))?.type).toBe('image/webp');
    expect(sniffImage(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))?.type).toBe('image/svg+xml');
  });

  it('refuses other files and SVG with script', () => {
    expect(sniffImage(text('hello world'))).toBeNull();
    expect(sniffImage(text('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(text('<svg><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImage(text('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
