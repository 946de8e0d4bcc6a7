import { call } from '../helpers';
import { SEHAT } from '../helpers';

// Sends probes and keeps score per class: how many ran, how many were let
// through (a status below 400 where a refusal was due) and how many broke
// the server (5xx). Every probe comes from a client address of its own, so
// address throttles never stand in for the check under test.

export interface Probe {
  label: string;
  method: string;
  path: string;
  token?: string;
  host?: string;
  /** Objects are sent as JSON, strings as they are (with a JSON content type). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Tally {
  ran: number;
  allowed: string[];
  serverErrors: string[];
}

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.66.${(address >> 8) & 255}.${address & 255}`;
};

const tallies = new Map<string, Tally>();

export function tallyOf(name: string): Tally {
  let tally = tallies.get(name);
  if (!tally) tallies.set(name, (tally = { ran: 0, allowed: [], serverErrors: [] }));
  return tally;
}

/** Sends one probe; `refused` says whether its answer is the refusal due. */
export async function send(cls: string, probe: Probe, refused: (status: number) => boolean = (s) => s >= 400 && s < 500) {
  const headers: Record<string, string> = { 'cf-connecting-ip': nextAddress(), ...probe.headers };
  if (typeof probe.body === 'string') headers['content-type'] ??= 'application/json';
  const res = await call(probe.path, { method: probe.method, token: probe.token, host: probe.host ?? SEHAT, body: probe.body, headers });
  const tally = tallyOf(cls);
  tally.ran += 1;
  const line = `${probe.method} ${probe.path} [${probe.label}] -> ${res.status} ${res.text.slice(0, 160)}`;
  if (res.status >= 500) tally.serverErrors.push(line);
  else if (!refused(res.status)) tally.allowed.push(line);
  return res;
}

/** Runs probes a few at a time (the suite must stay quick on a small machine). */
export async function sendAll(cls: string, probes: Probe[], refused?: (status: number) => boolean, width = 6) {
  for (let i = 0; i < probes.length; i += width) {
    await Promise.all(probes.slice(i, i + width).map((p) => send(cls, p, refused)));
  }
}

export function report(cls: string): Tally {
  const tally = tallyOf(cls);
  console.log(`attack: ${cls} ${tally.ran} probes, ${tally.allowed.length} allowed, ${tally.serverErrors.length} 5xx`);
  return tally;
}
