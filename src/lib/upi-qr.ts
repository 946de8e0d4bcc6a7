import { encode } from 'uqr';

// A QR code as one SVG path, drawn in the page (no image service sees the
// payment link). Loaded only where a QR is shown (a UPI payment on a wide
// screen): the encoder is the heaviest part of the payment panel.

/** Modules of white margin around the code, as QR readers expect. */
const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Width and height in modules, margin included (the SVG viewBox). */
  size: number;
  /** One 1x1 square per dark module. */
  path: string;
}

export function qrDrawing(text: string): QrDrawing {
  const qr = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const squares: string[] = [];
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size: qr.size, path: squares.join('') };
}
