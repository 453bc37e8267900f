/** Whether an href leaves the portal (an absolute http(s) URL), so it opens in a new tab. */
export const isExternalHref = (href: string | undefined): boolean => /^https?:\/\//i.test(href ?? '');
