import { Hono } from 'hono';
import type { AppEnv } from '../types';

// EcomLogin: register, login, customers, profile, address, password reset (accounts issue).
export const account = new Hono<AppEnv>();
