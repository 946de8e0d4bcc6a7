import type { AccountApi } from './account';
import type { AuthResponse } from '@/contract/account';
import type { LoginPayload } from '@/contract/account.input';
import { ApiError } from './transport';
import { solveChallenge } from '../login-challenge';

// Login as the form sends it. When the account has seen many failed logins
// and this browser is not one it logged in from, the server asks for a proof
// of work before it checks the password: the browser solves it (about a
// second) and sends the login again with the proof. At most twice, so a
// challenge can never keep the form busy for ever.

const MAX_CHALLENGES = 2;

export async function loginPastChallenge(api: AccountApi, payload: LoginPayload, onChallenge: () => void): Promise<AuthResponse> {
  let body = payload;
  for (let round = 0; ; round++) {
    try {
      return await api.login(body);
    } catch (error) {
      const asked = error instanceof ApiError && error.code === 'LOGIN_CHALLENGE' ? error.details : null;
      if (!asked || round >= MAX_CHALLENGES || typeof asked.challenge !== 'string' || typeof asked.difficulty !== 'number') throw error;
      onChallenge();
      const proof = await solveChallenge({ challenge: asked.challenge, difficulty: asked.difficulty });
      if (!proof) throw error;
      body = { ...payload, challenge: asked.challenge, proof };
    }
  }
}
