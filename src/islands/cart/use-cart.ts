import { useCallback, useEffect, useState } from 'react';
import { cartApi } from '@/lib/api/cart';
import type { CartItem } from '@/contract/cart';
import { ApiError } from '@/lib/api/transport';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { setCartCount } from '@/lib/stores/cart';

// The cart's lines and the changes a shopper makes to them. Every change goes
// to the server first; the badge follows the count the server answers.

const sum = (items: CartItem[]) => items.reduce((n, i) => n + i.quantity, 0);

export function useCart(userId: number | null) {
  const [items, setItems] = useState<CartItem[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busyLine, setBusyLine] = useState<number | null>(null);

  const load = useCallback(async () => {
    if (userId === null) return;
    try {
      const list = await cartApi(browserTransport()).list(userId);
      setItems(list);
      setLoadFailed(false);
      setCartCount(sum(list));
    } catch (err) {
      console.error('Cart load failed', err instanceof Error ? err.message : err);
      setItems((current) => current ?? []);
      setLoadFailed(true);
    }
  }, [userId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function change(item: CartItem, action: () => Promise<{ count: number | null }>, next: (list: CartItem[]) => CartItem[]) {
    setBusyLine(item.id);
    try {
      const answer = await action();
      setItems((list) => next(list ?? []));
      setCartCount(answer.count ?? sum(next(items ?? [])));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'OUT_OF_STOCK') {
        await showAlert(MESSAGES.stock.noMore, undefined, 'warning');
      } else {
        await showAlert(err instanceof ApiError ? err.message : MESSAGES.cart.addFailedHome, undefined, 'error');
      }
      await load();
    } finally {
      setBusyLine(null);
    }
  }

  const api = () => cartApi(browserTransport());

  function remove(item: CartItem) {
    return change(item, () => api().remove(item.id), (list) => list.filter((i) => i.id !== item.id));
  }

  function setQuantity(item: CartItem, quantity: number) {
    return change(
      item,
      () => api().updateQuantity(item.id, quantity),
      (list) => list.map((i) => (i.id === item.id ? { ...i, quantity } : i)),
    );
  }

  async function increase(item: CartItem) {
    if (item.total_stock !== null && item.quantity >= item.total_stock) {
      await showAlert(MESSAGES.stock.noMore, undefined, 'warning');
      return;
    }
    await setQuantity(item, item.quantity + 1);
  }

  /** The decrease button at quantity 1 removes the item. */
  function decrease(item: CartItem) {
    return item.quantity <= 1 ? remove(item) : setQuantity(item, item.quantity - 1);
  }

  return { items, loadFailed, busyLine, increase, decrease, remove, reload: load };
}
