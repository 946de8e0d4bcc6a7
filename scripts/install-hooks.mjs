// `npm install` points git at the repo's own hooks (scripts/hooks), so every
// clone checks what the repo's rules say at commit time. Outside a git work
// tree (an npm pack, a copied folder) there is nothing to do.
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', 'scripts/hooks']);
} catch {
  // Not a git work tree, or no git: the hooks are a convenience, never a reason to fail an install.
}
