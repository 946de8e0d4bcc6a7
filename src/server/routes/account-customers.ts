import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { profilePatchPayload } from '@/contract/account.input';
import { consoleSearchQuery, idParam, intQuery, readJson } from '../http/validate';
import {
  addressesOf,
  changeProfile,
  customerFor,
  customersOfShop,
  profileOf,
  setCustomerDeleted,
  type CustomerCaller,
} from '../services/customers';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// EcomLogin/EcomCustomer: profile and addresses (the caller's own, or any
// customer of the distributor for its admin) and the operators' customer list,
// soft delete and restore (services/customers.ts). Mounted under /EcomLogin by account.ts.

const callerOf = (c: Context<AppEnv>): CustomerCaller => ({ db: c.var.db, distributorId: c.var.distributor.id, user: c.var.user, events: c.var.events });

export const customers = routeList()
  .get('/getAllCustomers', { access: 'admin' }, async (c) => {
    const text = consoleSearchQuery(c, WORDS.console.customers.searchTooLong);
    const result = await customersOfShop(c.var.db, c.var.distributor.id, {
      text,
      limit: intQuery(c, 'limit', 100, 1, 500),
      offset: intQuery(c, 'offset', 0, 0, 1_000_000),
    });
    c.header('X-Total-Count', String(result.total));
    // A search counts only some way past the page: more match than the count says.
    if (result.more) c.header('X-Total-More', '1');
    return c.json(result.customers);
  })
  .get('/address/:userId', { access: 'signed-in' }, async (c) => {
    return c.json(await addressesOf(callerOf(c), idParam(c, 'userId')));
  })
  .get('/user/:id', { access: 'signed-in' }, async (c) => {
    return c.json(await profileOf(callerOf(c), idParam(c, 'id')));
  })
  .patch('/profile/:id', { access: 'signed-in', audit: 'customer.edit', body: profilePatchPayload }, async (c) => {
    const row = await customerFor(callerOf(c), idParam(c, 'id'));
    const patch = await readJson(c, profilePatchPayload);
    return c.json(await changeProfile(callerOf(c), c.env.JWT_SECRET, row, patch));
  })
  .delete('/delete-user/:id', { access: 'admin', audit: 'customer.delete' }, async (c) => {
    return c.json(await setCustomerDeleted(callerOf(c), idParam(c), true));
  })
  .patch('/restore-user/:id', { access: 'admin', audit: 'customer.restore' }, async (c) => {
    return c.json(await setCustomerDeleted(callerOf(c), idParam(c), false));
  });
