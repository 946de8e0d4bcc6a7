// A product card's Add, for every card on the page. Runs with the page's
// deferred scripts (DeferredScripts.astro), which hold a press made before it
// has run and repeat it then.
// Every card's Add on the page, through one listener; the cart code loads on
// the first press. Each press is one add: a press while the card's last add is
// still on its way waits its turn rather than being lost, so two quick taps
// put two in the cart whether the page's scripts were there yet or not. The
// button says it is busy (aria-busy) until its last add is done; it is never
// disabled, as a disabled button would swallow the tap.

/** A card's adds still to finish, the end of the last one, and whether one was refused. */
interface CardAdds {
  waiting: number;
  last: Promise<void>;
  refused: boolean;
}

const adds = new WeakMap<HTMLFormElement, CardAdds>();

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.addToCart) return;
  event.preventDefault();
  const button = form.querySelector('button');
  if (!button || button.disabled) return;
  const card = adds.get(form) ?? { waiting: 0, last: Promise.resolve(), refused: false };
  adds.set(form, card);
  card.waiting++;
  button.setAttribute('aria-busy', 'true');
  card.last = card.last
    .then(async () => {
      // After a refusal (log in first, no stock) the shopper has been told why:
      // the presses that waited behind it would only repeat it.
      if (card.refused) return;
      const { addFromCard } = await import('@/lib/card-cart');
      card.refused = !(await addFromCard(Number(form.dataset.addToCart)));
    })
    .catch(() => {
      card.refused = true;
    })
    .finally(() => {
      card.waiting--;
      if (card.waiting > 0) return;
      card.refused = false;
      button.removeAttribute('aria-busy');
    });
});
