/** How the cart and checkout screens show money: integer cents from the server, formatted here, never computed. */
export function formatCents(cents: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** The cart type a URL asks for, if the brand offers it; else the brand's first. */
export function cartTypeFrom(search: string | null, offered: readonly number[]): number {
  const type = Number(search);
  return offered.includes(type) ? type : offered[0] ?? 1;
}
