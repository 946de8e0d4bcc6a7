import { Hono } from 'hono';
import type { AppEnv } from '../types';

// placeOrder/place and placeOrder/place/all (checkout issue).
export const ordersPlace = new Hono<AppEnv>();
