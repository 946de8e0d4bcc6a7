import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { accountApi } from '@/lib/api/account';
import type { Profile } from '@/contract/account';
import type { ProfileField } from '@/contract/account.input';
import { ApiError } from '@/lib/api/transport';
import { joinedIn } from '@/lib/joined-in';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { $session, replaceToken, updateSessionUser } from '@/lib/stores/session';
import { handleUnauthorized } from '@/lib/stores/session-watch';
import EditFieldDialog from './account/EditFieldDialog';
import type { PlaceValues } from '@/lib/forms/account-forms';
import { localStateLabel } from '@/lib/india/states';
import '@/styles/account.css';

// The Messages section is its own chunk, loaded after the profile is shown.
const MessagePreferences = lazy(() => import('./account/MessagePreferences'));

const A = MESSAGES.shop.accountPages;
// Each label read in the page's language when shown.
const FIELDS: Array<{ readonly key: ProfileField; readonly label: string }> = (['name', 'email', 'mobile', 'address'] as const).map((key) => ({
  key,
  get label() {
    return A.fields[key];
  },
}));

/** "Pune, Maharashtra (27), 411001": the address's structured part, as far as given. */
function placeLine(p: Profile): string {
  return [p.city, p.state ? localStateLabel(p.state) : '', p.pincode].filter(Boolean).join(', ');
}

/** My Profile: each field with Edit (Add for an empty address) in a one-field dialog. */
export default function ProfileView() {
  const session = useStore($session);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState('');
  const [editing, setEditing] = useState<ProfileField | null>(null);
  const [status, setStatus] = useState('');
  const opener = useRef<HTMLButtonElement | null>(null);

  async function load(userId: number) {
    setLoadError('');
    try {
      setProfile(await accountApi(browserTransport()).profile(userId));
    } catch (error) {
      if (handleUnauthorized(error)) return;
      console.error('Profile fetch failed', error);
      setLoadError(MESSAGES.account.profileLoadFailed);
    }
  }

  useEffect(() => {
    if (session.userId !== null) void load(session.userId);
  }, [session.userId]);

  async function save(field: ProfileField, value: string, currentPassword?: string, place?: PlaceValues): Promise<string | null> {
    if (session.userId === null) return MESSAGES.address.notLoggedIn;
    try {
      const patch = { [field]: value, ...(currentPassword ? { current_password: currentPassword } : {}), ...place };
      const res = await accountApi(browserTransport()).updateProfile(session.userId, patch);
      // A new e-mail ended every other session; this one goes on with the fresh token.
      if (res.token) replaceToken(res.token);
      const saved = res.user ?? { ...profile!, [field]: value };
      setProfile(saved);
      if (field === 'name' || field === 'email') updateSessionUser({ [field]: saved[field] });
      setStatus(res.message || MESSAGES.account.profileUpdated);
      return null;
    } catch (error) {
      if (handleUnauthorized(error)) return null;
      console.error('Profile update failed', error);
      return error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.account.profileSaveFailed;
    }
  }

  function closeDialog() {
    setEditing(null);
    opener.current?.focus();
  }

  if (loadError) {
    return (
      <div className="card profile-card">
        <p className="auth-status auth-status--error" role="alert">{loadError}</p>
        <button className="btn" type="button" onClick={() => session.userId !== null && load(session.userId)}>{MESSAGES.shop.tryAgain}</button>
      </div>
    );
  }
  if (!profile) {
    return <div className="card profile-card" aria-busy="true"><span className="spinner" aria-hidden="true" /> <span>{A.loadingProfile}</span></div>;
  }
  const current = FIELDS.find((f) => f.key === editing);
  return (
    <>
    <section className="card profile-card" aria-labelledby="profile-name">
      <div className="profile-head">
        <span className="profile-avatar" aria-hidden="true">{(profile.name.trim()[0] ?? '?').toUpperCase()}</span>
        <div>
          <h2 id="profile-name">{profile.name}</h2>
          <p>{A.joinedIn} {joinedIn(profile.createdAt)}</p>
        </div>
      </div>
      <p className="auth-status" role="status" aria-live="polite">{status}</p>
      <dl className="profile-list">
        {FIELDS.map(({ key, label }) => {
          const value = profile[key];
          const add = key === 'address' && !value.trim();
          return (
            <div className="profile-row" key={key} data-field={key}>
              <dt>{label}</dt>
              <dd>
                {value.trim() ? value : <span className="profile-empty">{A.notAdded}</span>}
                {key === 'address' && placeLine(profile) && <span className="profile-place">{placeLine(profile)}</span>}
              </dd>
              {/* A definition list holds only dt/dd: the button is a second dd of the row. */}
              <dd className="profile-row__action">
                <button type="button" className="btn btn-outline btn-small" aria-label={add ? A.addField(label) : A.editField(label)}
                  onClick={(e) => { opener.current = e.currentTarget; setStatus(''); setEditing(key); }}>
                  {add ? A.add : A.edit}
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
      {current && (
        <EditFieldDialog key={current.key} field={current.key} label={current.label} initial={profile[current.key]}
          initialPlace={{ pincode: profile.pincode, city: profile.city, state: profile.state }}
          onSave={(value, password, place) => save(current.key, value, password, place)} onClose={closeDialog} />
      )}
    </section>
    <Suspense fallback={null}>
      <MessagePreferences />
    </Suspense>
    </>
  );
}
