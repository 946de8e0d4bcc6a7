import { Hono } from 'hono';
import type { AppEnv } from '../types';

// ecom_prodReview and Report_helpful_review: reviews, eligibility, summary, helpful, report.
export const reviews = new Hono<AppEnv>();
