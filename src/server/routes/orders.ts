import { Hono } from 'hono';
import type { AppEnv } from '../types';

// placeOrder reads and after-sale flows: lists, invoice, returns, refunds, status, delivery (orders issue).
export const orders = new Hono<AppEnv>();
