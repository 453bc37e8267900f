/** Whether an href leaves the portal (an absolute http(s) URL), so it opens in a new tab. */
export const isExternalHref = (href: string | undefined): boolean => /^https?:\/\//i.test(href ?? '');

/**
 * Whether an href carries its own scheme (https:, mailto:, tel:…) and so must bypass the router,
 * which would otherwise read it as a path ("/mailto:…").
 */
export const isAbsoluteHref = (href: string | undefined): boolean => /^[a-z][a-z\d+.-]*:/i.test(href ?? '');
