// Lets pages write client:interaction and client:load-held on an island (see interaction.ts, load-held.ts).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the shopper's first focus, pointer or key inside the island. */
    'client:interaction'?: boolean;
    /** Hydrate at once, holding taps on the server's HTML until then (load-held.ts). */
    'client:load-held'?: boolean;
  }
}
