import { Hono } from 'hono';
import type { AppEnv } from '../types';

// ecomProdCart: the token's user's cart (checkout issue).
export const cart = new Hono<AppEnv>();
