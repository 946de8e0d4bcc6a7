// Lets pages write client:interaction on an island (see interaction.ts).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the shopper's first focus, pointer or key inside the island. */
    'client:interaction'?: boolean;
  }
}
