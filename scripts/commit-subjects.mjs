// Commit subjects are at most 72 characters, the detail in the body.
//
//   node scripts/commit-subjects.mjs --message-file F   checks one message (the commit-msg hook)
//   node scripts/commit-subjects.mjs                     checks every commit since the rule began (lint)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX = 72;
// The last commit made before the rule: older subjects are history and stay as they are.
const RULE_BEGAN_AFTER = 'ec59840';
// Made on branches that did not have the hook yet, and merged before lint checked them.
const BEFORE_THE_HOOK = new Set([
  '8878cd897d2539c4514bbdf4dc145ed5c83fc25b',
  'dc23fe703eafe6d5003714b0052c34e1ca50aeac',
  '7546ade359f45662da4b0ea7e5d7c74ccdfbf380',
]);

/** The first line of a message that is not a comment git adds. */
function subjectOf(message) {
  return message.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
}

function tooLong(subject) {
  return [...subject].length > MAX;
}

const flag = process.argv.indexOf('--message-file');
const messageFile = flag >= 0 ? process.argv[flag + 1] : '';
if (messageFile) {
  const subject = subjectOf(readFileSync(messageFile, 'utf8'));
  if (tooLong(subject)) {
    console.error(`The commit subject is ${[...subject].length} characters; keep it to ${MAX} and put the detail in the body.`);
    process.exit(1);
  }
  process.exit(0);
}

let log;
try {
  log = execFileSync('git', ['log', '--format=%H %s', `${RULE_BEGAN_AFTER}..HEAD`], { encoding: 'utf8' });
} catch {
  // A shallow clone or an export without history: nothing to check.
  console.log('commit subjects: no history to check.');
  process.exit(0);
}
const long = log
  .split('\n')
  .filter((line) => line && !BEFORE_THE_HOOK.has(line.slice(0, line.indexOf(' '))) && tooLong(line.slice(line.indexOf(' ') + 1)));
if (long.length > 0) {
  console.error(`Commit subjects over ${MAX} characters:\n${long.join('\n')}`);
  process.exit(1);
}
