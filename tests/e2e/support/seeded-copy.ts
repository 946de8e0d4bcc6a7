import os from 'node:os';
import path from 'node:path';

// The e2e server leaves a copy of its freshly seeded state here (one per
// port), for tests that serve a state folder of their own.
export const seededCopyDir = (port: number) => path.join(os.tmpdir(), `storefront-e2e-seeded-${port}`);
