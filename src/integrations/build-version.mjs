// @ts-check
/**
 * A version string fixed at build time (`__BUILD_VERSION__`): the service
 * worker names its caches with it, so a new deploy replaces the old caches.
 * @returns {import('astro').AstroIntegration}
 */
export default function buildVersion() {
  const version = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'build-version',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { __BUILD_VERSION__: JSON.stringify(version) } } });
      },
    },
  };
}
