import { useEffect, useState } from 'react';
import '@/styles/catalogue.css';

interface Props {
  /** Pixels scrolled before the button appears (home 1500, product detail 300). */
  threshold: number;
}

/** A button that appears once the page has scrolled past the threshold and returns to the top. */
export default function BackToTop({ threshold }: Props) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from a vanished button.
    document.querySelector<HTMLElement>('header a[href]')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="back-to-top" onClick={toTop} aria-label="Back to top">
      <span aria-hidden="true">↑</span>
    </button>
  );
}
