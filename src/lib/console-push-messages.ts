// The words of Web Push on the console: the header's offer to notify this
// device while the console is closed, the API's answers, and the
// notification itself (part of the console's day words).

export const CONSOLE_PUSH_MESSAGES = {
  push: {
    offer: 'Notify this device even when the console is closed',
    turnOff: 'Stop notifying this device',
    working: 'Please wait…',
    on: 'This device is notified of new orders, payments to verify and prescriptions to review, even with the console closed.',
    off: 'This device is no longer notified while the console is closed.',
    blocked: 'Notifications are blocked for this site in the browser. Allow them in the site settings, then try again.',
    failed: 'This browser could not be set up for notifications. Please try again.',
    // The API's answers.
    saved: 'This device will be notified.',
    removed: 'This device will no longer be notified.',
    notSubscribed: 'This device was not being notified.',
    pushOff: 'Push notifications are not set up for this shop.',
    badKey: 'The subscription key is not a valid browser key.',
    endpointHttps: 'The subscription endpoint must be an https address.',
    endpointMissing: 'Please send the subscription endpoint.',
    endpointTooLong: 'The subscription endpoint is too long.',
    endpointNotAddress: 'The subscription endpoint is not a web address.',
    keysMissing: 'Please send the subscription keys.',
    /** `key` is the key of its name below (p256dhKey, authSecret). */
    keyMissing: (key: string) => `Please send the subscription's ${key}.`,
    keyNotBase64url: (key: string) => `The subscription's ${key} is not base64url.`,
    keyLength: (key: string) => `The subscription's ${key} has the wrong length.`,
    p256dhKey: 'p256dh key',
    authSecret: 'auth secret',
    tooMany: (n: number) => `You already have ${n} devices notified. Stop notifying one of them first.`,
    // The notification.
    newOrder: (orderId: string, total: string) => `New order ${orderId} · ${total}`,
    paymentToVerify: (orderId: string, total: string) => `Payment to verify: ${orderId} · ${total}`,
    prescriptionToReview: (orderId: string) => `Prescription to review: ${orderId}`,
    openOrder: 'Tap to open the order.',
  },
} as const;
