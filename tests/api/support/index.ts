// Everything API tests share beyond calling the Worker (../helpers.ts), by
// concern: sessions (the seeded people, login, tokens) and waiting (polling
// what the Worker does after its answer).
export * from './sessions';
export * from './waiting';
