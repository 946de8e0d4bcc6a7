// A console list's filters and page live in the address, so Back, a reload
// and a shared link keep them. Empty filters and page 1 are left out.

export function pushListQuery(values: Record<string, string | number>): void {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === '' || (name === 'page' && value === 1)) continue;
    params.set(name, String(value));
  }
  history.pushState(null, '', params.size ? `?${params}` : location.pathname);
}
