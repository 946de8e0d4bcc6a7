import { z } from 'zod';

// Zod compiles validators with `new Function` unless told not to, and probes
// for it even then; the shop's Content-Security-Policy forbids eval, and the
// probe alone is reported as a violation. Interpreted validation is plenty
// fast for our payloads. Imported for its effect by every schema module.
z.config({ jitless: true });
