/**
 * How code outside React (machines, the API client's expiry) moves the user: through the data
 * router once it exists (router.tsx registers it), else through the browser location.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(next: Navigate | null): void {
  navigator = next;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options);
  else if (options.replace) globalThis.location?.replace(to);
  else globalThis.location?.assign(to);
}

/** The current path with its query, e.g. `/products/my-products?page=2`. */
export function currentPath(): string {
  const location = globalThis.location;
  return location ? `${location.pathname}${location.search}` : '/';
}

export function reloadPage(): void {
  globalThis.location?.reload();
}
