import { describe, expect, it, vi } from 'vitest';
import { mailerFor } from './mailer';
import { resetPasswordMail } from './templates';

// A D1 stand-in that records the outbox inserts.
function fakeDb() {
  const rows: unknown[][] = [];
  const db = {
    prepare: () => ({ bind: (...values: unknown[]) => ({ run: async () => void rows.push(values) }) }),
  } as unknown as D1Database;
  return { db, rows };
}

const message = { to: 'a@example.com', subject: 'Hi', text: 'Body', html: '<p>Body</p>' };
const shop = { id: 7, name: 'Sehat Pharmacy' };

describe('mailerFor', () => {
  it('writes the outbox locally and in tests, even with a binding', async () => {
    for (const APP_ENV of ['local', 'test']) {
      const { db, rows } = fakeDb();
      const send = vi.fn();
      await mailerFor({ APP_ENV, DB: db, EMAIL: { send }, MAIL_FROM: 'x@y.in' } as unknown as Env, db, shop).send(message);
      expect(rows).toEqual([[7, 'a@example.com', 'Hi', 'Body', '<p>Body</p>', null, null]]);
      expect(send).not.toHaveBeenCalled();
    }
  });

  it('sends through the send_email binding when deployed', async () => {
    const { db, rows } = fakeDb();
    const send = vi.fn(async () => ({ messageId: '1' }));
    await mailerFor({ APP_ENV: 'production', DB: db, EMAIL: { send }, MAIL_FROM: 'no-reply@shop.in' } as unknown as Env, db, shop).send(message);
    expect(send).toHaveBeenCalledWith({ from: { email: 'no-reply@shop.in', name: 'Sehat Pharmacy' }, to: 'a@example.com', subject: 'Hi', text: 'Body', html: '<p>Body</p>' });
    expect(rows).toEqual([]);
  });

  it('keeps the mail in the outbox and logs when the binding is missing', async () => {
    const { db, rows } = fakeDb();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mailerFor({ APP_ENV: 'production', DB: db } as unknown as Env, db, shop).send(message);
    expect(rows).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('resetPasswordMail', () => {
  it('carries the link in text and HTML, escaping the name', () => {
    const mail = resetPasswordMail({ to: 'a@b.in', name: '<b>Asha</b>', shopName: 'Kirana Fresh', link: 'https://kirana.shop.in/ecommerce/reset-password/reset/abc' });
    expect(mail.subject).toBe('Kirana Fresh: reset your password');
    expect(mail.text).toContain('\nhttps://kirana.shop.in/ecommerce/reset-password/reset/abc\n');
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('&#60;b&#62;Asha&#60;/b&#62;');
    expect(mail.html).toContain('href="https://kirana.shop.in/ecommerce/reset-password/reset/abc"');
  });
});
