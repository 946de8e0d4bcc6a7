// Tokens ended before they expire (logout). The guard refuses a listed token;
// a row is useless once its token has expired, so each logout also clears those.

export async function revokeToken(db: D1Database, jti: string, expiresAt: number): Promise<void> {
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').bind(jti, expiresAt),
    db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?').bind(Math.floor(Date.now() / 1000)),
  ]);
}
