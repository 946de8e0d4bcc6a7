import { Hono } from 'hono';
import type { AppEnv } from '../types';

// ecom_coupon: apply and list (checkout issue).
export const coupons = new Hono<AppEnv>();
