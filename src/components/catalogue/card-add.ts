// A product card's Add, for every card on the page. Runs with the page's
// deferred scripts (DeferredScripts.astro), which hold a press made before it
// has run and repeat it then.
// Every card's Add on the page, through one listener; the cart code loads on the first press.
document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.addToCart) return;
  event.preventDefault();
  const button = form.querySelector('button');
  if (!button || button.disabled) return;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    const { addFromCard } = await import('@/lib/card-cart');
    await addFromCard(Number(form.dataset.addToCart));
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
});
