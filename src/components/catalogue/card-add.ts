// A product card's Add, for every card on the page. Runs with the page's
// deferred scripts (DeferredScripts.astro), which hold a press made before it
// has run, or while its Add is still busy, and repeat it then.
// Every card's Add on the page, through one listener; the cart code loads on the first press.
// The button says it is busy (aria-busy) but is never disabled: a disabled
// button would swallow a second tap, which is to be the next add.
document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.addToCart) return;
  event.preventDefault();
  const button = form.querySelector('button');
  if (!button || button.disabled) return;
  button.setAttribute('aria-busy', 'true');
  try {
    const { addFromCard } = await import('@/lib/card-cart');
    await addFromCard(Number(form.dataset.addToCart));
  } finally {
    button.removeAttribute('aria-busy');
  }
});
