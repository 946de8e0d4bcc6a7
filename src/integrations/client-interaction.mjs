// @ts-check
import { URL, fileURLToPath } from 'node:url';
/**
 * Registers client:interaction (src/directives/interaction.ts): islands that
 * hydrate on the shopper's first focus, pointer or key inside them; and
 * client:load-held (src/directives/load-held.ts): islands that hydrate at once
 * and do again the taps made on their server HTML before then.
 * @returns {import('astro').AstroIntegration}
 */
export default function clientInteraction() {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../directives/interaction.ts', import.meta.url)) });
        addClientDirective({ name: 'load-held', entrypoint: fileURLToPath(new URL('../directives/load-held.ts', import.meta.url)) });
      },
    },
  };
}
