import { Hono } from 'hono';
import type { AppEnv } from '../types';

// ecomConfig: delivery charges (checkout issue).
export const config = new Hono<AppEnv>();
