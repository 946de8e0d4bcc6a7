import { Hono } from 'hono';
import type { AppEnv } from '../types';

// Operator writes to the catalogue: products, discount, categories (admin role).
export const catalogueAdmin = new Hono<AppEnv>();
