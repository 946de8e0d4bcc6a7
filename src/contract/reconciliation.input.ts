import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';

// Marking a reconciliation difference resolved
// (POST admin/reconciliation/{id}/resolve) and which differences a list holds
// (GET admin/reconciliation?show=open|resolved|all, open when left out).

// The words are read when a request is refused (not when the module loads),
// so they come in the request's language.
const noteRequired = () => wordKey('refundsOwed.answers.resolveNoteRequired');

const RESOLVE_NOTE_MAX = 500;

export const resolveDifferencePayload = z.object(
  {
    note: z.string({ error: noteRequired }).trim().min(1, { error: noteRequired }).max(RESOLVE_NOTE_MAX, { error: noteRequired }),
  },
  { error: noteRequired },
);

export const differenceFilter = z.enum(['open', 'resolved', 'all'], { error: () => wordKey('refundsOwed.answers.showInvalid') }).default('open');
