import { useEffect, useId, useRef, useState } from 'react';
import { showAlert, showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { localHref } from '@/lib/i18n/languages';
import { clearSession, isLoggedIn } from '@/lib/stores/session';
import { endServerSession } from '@/lib/stores/session-logout';
import { useSessionAfterMount } from './account/use-session';
import '@/styles/profile-menu.css';

const M = MESSAGES.session;
const S = MESSAGES.shop;

interface Item {
  label: string;
  href?: string;
  onSelect?: () => void;
}

/** Logout: confirm, end the token on the server, clear storage, Guest, 'Logged out!', then the login page. */
async function logout(): Promise<void> {
  const confirmed = await showConfirm(M.logoutTitle, M.logoutText, M.logoutConfirm, M.cancel);
  if (!confirmed) return;
  await endServerSession();
  clearSession();
  await showAlert(M.loggedOutTitle, M.loggedOutText, 'success', 1500);
  location.assign(localHref('/ecommerce/login'));
}

/** Header profile menu: a menu button with arrow-key navigation (WAI-ARIA menu button). */
export default function ProfileMenu() {
  const { session } = useSessionAfterMount();
  const loggedIn = isLoggedIn(session);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const items: Item[] = loggedIn
    ? [
        { label: S.home, href: localHref('/ecommerce') },
        { label: S.myProfile, href: localHref('/ecommerce/profile') },
        { label: S.myOrders, href: localHref('/ecommerce/order') },
        { label: S.logout, onSelect: () => void logout() },
      ]
    : [
        { label: S.login, href: localHref('/ecommerce/login') },
        { label: S.signup, href: localHref('/ecommerce/signup') },
      ];

  const menuItems = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const list = menuItems();
    list[(index + list.length) % list.length]?.focus();
  };

  function openMenu(focusIndex = 0) {
    setOpen(true);
    requestAnimationFrame(() => focusItem(focusIndex));
  }

  function close(returnFocus = true) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  function onButtonKey(e: React.KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu(-1);
    }
  }

  function onMenuKey(e: React.KeyboardEvent) {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      close(false);
    }
  }

  const name = loggedIn ? session.name || MESSAGES.general.guestName : MESSAGES.general.guestName;
  return (
    <div className="profile-menu" ref={root}>
      <button ref={button} type="button" className="btn btn-outline profile-menu__button" aria-haspopup="menu"
        aria-expanded={open} aria-controls={menuId} onClick={() => (open ? close() : openMenu())} onKeyDown={onButtonKey}
        data-testid="profile-menu-button">
        {/* An inline icon: an emoji would need an emoji font the device may lack. */}
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
        </svg>
        {/* The header's script may already show the stored name here; hydration writes the island's text over it. */}
        <span className="profile-menu__name">{name}</span>
        {/* Drawn, not the ▾ character: see components/icons/glyphs.ts. */}
        <svg aria-hidden="true" className="glyph" width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor">
          <path d="M6 9l6 7 6-7z" />
        </svg>
      </button>
      <ul id={menuId} role="menu" aria-label={loggedIn ? S.header.accountMenuFor(name) : S.header.accountMenu} className="profile-menu__list" hidden={!open} onKeyDown={onMenuKey}>
        {loggedIn && <li role="presentation" className="profile-menu__label">{S.header.signedInAs(name)}</li>}
        {items.map((item) => (
          <li role="presentation" key={item.label}>
            {item.href ? (
              <a role="menuitem" tabIndex={-1} className="profile-menu__item" href={item.href}>{item.label}</a>
            ) : (
              <button role="menuitem" tabIndex={-1} type="button" className="profile-menu__item"
                onClick={() => { close(); item.onSelect?.(); }}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
