import { bool, fields, listOf, optStr, record, str, type Reader } from './read';

// A shop's SMS and WhatsApp settings as the console sees them (GET
// admin/messaging-settings): never a key, only whether one is set and its
// last 4 characters. `stored` is false while the channel still follows the
// deploy-time configuration. `templates` is the catalogue's template names,
// the checklist of what the provider approved.

export type MessagingChannelName = 'sms' | 'whatsapp';

export interface MessagingChannelView {
  stored: boolean;
  enabled: boolean;
  sender: string;
  key_set: boolean;
  key_last4: string | null;
  approved: string[];
}

export interface MessagingSettingsView {
  sms: MessagingChannelView;
  whatsapp: MessagingChannelView;
  templates: string[];
  /** The shop's own MSG91 flow template ids by `<template>_<en|hi>`; a template left out uses the deploy-time id. */
  sms_template_ids: Record<string, string>;
}

const readChannel: Reader<MessagingChannelView> = /* @__PURE__ */ fields({
  stored: bool,
  enabled: bool,
  sender: str,
  key_set: bool,
  key_last4: optStr,
  approved: /* @__PURE__ */ listOf(str),
});

const readIds: Reader<Record<string, string>> = (raw) =>
  Object.fromEntries(Object.entries(record(raw)).filter((e): e is [string, string] => typeof e[1] === 'string'));

export const readMessagingSettings: Reader<MessagingSettingsView> = /* @__PURE__ */ fields({
  sms: readChannel,
  whatsapp: readChannel,
  templates: /* @__PURE__ */ listOf(str),
  sms_template_ids: (raw) => (raw === undefined || raw === null ? {} : readIds(raw)),
});

/** What a save answers: a message and the settings as they are now. */
export const readMessagingSettingsSaved: Reader<{ message: string; settings: MessagingSettingsView }> = /* @__PURE__ */ fields({
  message: str,
  settings: readMessagingSettings,
});

/** What a sent test answers: the words to show. */
export const readMessagingTestSent: Reader<{ message: string }> = /* @__PURE__ */ fields({ message: str });
