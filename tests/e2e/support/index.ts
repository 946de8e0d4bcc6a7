// Everything browser tests share, by concern: where the shops live (hosts),
// sessions, the shop's API, island hydration, alerts, the cart, the login
// screen, card readers, the slow-phone conditions and the operators' tools.
export * from './hosts';
export * from './not-found';
export * from './sessions';
export * from './api';
export * from './hydration';
export * from './dialogs';
export * from './cart';
export * from './accounts';
export * from './catalogue';
export * from './slow-phone';
export * from './seeded-copy';
export * from './tools';
export * from './orders';
export * from './delivery-code';
