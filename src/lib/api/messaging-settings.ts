import { readMessagingSettings, readMessagingSettingsSaved, readMessagingTestSent, type MessagingChannelName } from '@/contract/messaging-settings';
import type { Transport } from './transport';

// The console's SMS and WhatsApp settings calls (admin token): read, save one
// channel (its key sent, never read back), and send the admin a test.

const auth = { auth: true } as const;

export interface MessagingChannelFields {
  enabled: boolean;
  sender: string;
  /** A new key; left out, the saved key stays. */
  key?: string;
  remove_key?: boolean;
  approved: string[];
  /** SMS only: the shop's MSG91 flow template ids by `<template>_<en|hi>` (empty: the deploy-time id). */
  template_ids?: Record<string, string>;
}

export function messagingSettingsApi(t: Transport) {
  return {
    get: () => t.request('GET', 'admin/messaging-settings', readMessagingSettings, auth),
    save: (channel: MessagingChannelName, fields: MessagingChannelFields) =>
      t.request('PUT', `admin/messaging-settings/${channel}`, readMessagingSettingsSaved, { ...auth, body: fields }),
    sendTest: (channel: MessagingChannelName, language: string) =>
      t.request('POST', `admin/messaging-settings/${channel}/test`, readMessagingTestSent, { ...auth, body: { language } }),
  };
}
