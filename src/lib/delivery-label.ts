import { MESSAGES } from '@/lib/messages';

// A delivery step in words, the same on the rider's round and the console's
// order page; an unknown step reads as stored.

export function deliveryLabel(status: string): string {
  return (MESSAGES.rider.statusLabels as Record<string, string>)[status] ?? status;
}
