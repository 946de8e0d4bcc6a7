import { useEffect, useState } from 'react';

// Minimal back-to-top button written by the product-detail work (part B) for
// /product/details; the home helper owns the shared version of this island.

interface Props {
  /** Show after scrolling past this many pixels (spec 9: 1500 home, 300 details). */
  threshold: number;
}

export default function BackToTop({ threshold }: Props) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="btn back-to-top"
      aria-label="Back to top"
      style={{ position: 'fixed', right: '1rem', bottom: '1rem', zIndex: 30, borderRadius: '999px' }}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑ Top
    </button>
  );
}
