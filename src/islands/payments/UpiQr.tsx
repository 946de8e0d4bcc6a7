import { useEffect, useState } from 'react';
import type { QrDrawing } from '@/lib/upi-qr';

// The payment link as a QR code, drawn as SVG in the page. The encoder loads
// only when a QR is shown.

export default function UpiQr({ text, label }: { text: string; label: string }) {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/upi-qr').then(({ qrDrawing }) => live && setDrawing(qrDrawing(text)));
    return () => {
      live = false;
    };
  }, [text]);
  if (!drawing) return <div className="upi-qr is-loading" role="img" aria-label={label} aria-busy="true" />;
  return (
    <svg className="upi-qr" role="img" aria-label={label} viewBox={`0 0 ${drawing.size} ${drawing.size}`} shapeRendering="crispEdges" data-qr-text={text}>
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
