import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { routeList } from '../http/route-list';
import { signToken, verifyToken } from '../auth/tokens';
import { issueToken } from '../auth/session-token';
import { unauthorized } from '../domain-error';
import { clearDeviceSessionCookie, presentedDeviceToken, setDeviceSessionCookie } from '../http/device-session-cookie';
import { setRiderPageCookie } from '../http/rider-page-cookie';
import { resumeDeviceSession, signOutOtherDevices } from '../services/device-sessions';
import { WORDS } from '@/lib/words';

// A staff member's device session (docs/sessions.md, "Kept signed in"):
// trade the device's cookie for a fresh session token, and end every other
// device's session. The cookie is read here and by login and logout only.

const H = CONSOLE_HEADER;

export const deviceSessions = routeList()
  .post('/device-session', { access: 'public' }, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const account = await resumeDeviceSession(c.var.db, c.var.distributor.id, presentedDeviceToken(c));
    if (!account) {
      clearDeviceSessionCookie(c);
      throw unauthorized(WORDS.consoleHeader.deviceEnded);
    }
    const token = await issueToken(c.env.JWT_SECRET, c.var.distributor, account);
    // The cookie's 30 days slide with its row's.
    setDeviceSessionCookie(c, presentedDeviceToken(c)!);
    if (account.role === 'delivery') {
      const claims = await verifyToken(c.env.JWT_SECRET, token);
      if (claims) await setRiderPageCookie(c, claims);
    }
    return c.json({ message: H.deviceResumed, token, user: { id: account.id, name: account.name, email: account.email }, kept_signed_in: true });
  })
  // A staff member ending their own other sessions (the caller is the one named as who).
  .post('/device-session/sign-out-others', { access: 'staff', audit: 'staff.sign_out_others' }, async (c) => {
    const user = c.var.user;
    const version = await signOutOtherDevices(c.var.db, c.var.events, user.distributorId, user.id, presentedDeviceToken(c));
    if (version === null) throw unauthorized(WORDS.apiAnswers.auth.sessionExpired);
    // Every token issued before is ended, this one's too: the caller gets a fresh one.
    const token = await signToken(c.env.JWT_SECRET, { ...user, tokenVersion: version });
    if (user.role === 'delivery') {
      const claims = await verifyToken(c.env.JWT_SECRET, token);
      if (claims) await setRiderPageCookie(c, claims);
    }
    return c.json({ message: H.signedOutOthers, token });
  });
