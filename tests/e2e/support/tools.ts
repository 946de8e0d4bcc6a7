import { execFile } from 'node:child_process';

// The shop's command-line tools (scripts/admin.mjs, scripts/distributor.mjs),
// run for real as an operator would run them.

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runTool(script: 'admin' | 'distributor', args: string[]): Promise<ToolRun> {
  return new Promise((resolve) => {
    // No credentials from the environment: each test names the ones it means.
    const env = { ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
    // A shared 2-core machine can take minutes for a tool's wrangler runs; the test's own timeout is longer.
    execFile(process.execPath, [`scripts/${script}.mjs`, ...args], { env, timeout: 200_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}
