import { describe, expect, it } from 'vitest';
import { CONSOLE_OUTBOX_MESSAGES } from '@/lib/console-outbox-messages';
import { HI_IN_CONSOLE_OUTBOX } from '@/lib/i18n/hi-IN/console-outbox';
import { AUDIENCE } from './event-types';

// The console's Messages page names each message by its event: a new event
// type needs its label in each language (the catalogue's map is keyed by
// text, so the type check cannot say so).

describe('the event types the console names', () => {
  it.each([
    ['English', CONSOLE_OUTBOX_MESSAGES.types],
    ['Hindi', HI_IN_CONSOLE_OUTBOX.types],
  ])('has a %s label for every event type, and none for a type that is not one', (_, labels) => {
    const types = Object.keys(AUDIENCE);
    expect(types.filter((type) => !labels[type])).toEqual([]);
    expect(Object.keys(labels).filter((type) => !types.includes(type))).toEqual([]);
  });
});
