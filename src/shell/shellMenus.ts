/**
 * What the top bar's dropdowns offer a given user (spec sections 2, 5 and 6), as pure functions so the
 * rules are tested directly. An entry whose screen is not built yet is left out (never a link to a
 * 404), except external links; `isBuilt` is injectable so tests can check the rules for every entry.
 */
import { isSubAccount } from '@/api/contract/permissions';
import { linkVisible } from '@/routes/access';
import { config } from '@/config';
import { routesByName } from '@/routes/routeTable';
import type { SessionUser } from '@/machines/session';
import { cartTypeOfKind, type CartKind } from './navbar/cartKinds';

export interface ShellLink {
  /** Translation key of the label. */
  key: string;
  href: string;
  external?: boolean;
}

export type IsBuilt = (routeName: string) => boolean;
export const routeIsBuilt: IsBuilt = (name) => Boolean(routesByName.get(name)?.built);

type MenuUser = Pick<SessionUser, 'refId' | 'permissions' | 'hasInvoicePower' | 'isShowUserSettings'>;

const isMainAccount = (user: Pick<MenuUser, 'refId'>) => !isSubAccount(user);

interface Candidate {
  key: string;
  route: string;
  when?: (user: MenuUser) => boolean;
}

/** Keeps the candidates the user may see (linkVisible: built, permission code, admin-only) and whose own rule holds. */
function linksFor(candidates: readonly Candidate[], user: MenuUser, isBuilt: IsBuilt): ShellLink[] {
  return candidates.flatMap((candidate) => {
    const route = routesByName.get(candidate.route);
    if (!route || !linkVisible(route, user, { partner: false, isBuilt: () => isBuilt(candidate.route) })) return [];
    if (candidate.when && !candidate.when(user)) return [];
    return [{ key: candidate.key, href: route.path }];
  });
}

/** The user dropdown, above "Sign out" (which every user has). */
export function userMenuLinks(user: MenuUser, isBuilt: IsBuilt = routeIsBuilt): ShellLink[] {
  return linksFor(
    [
      { key: 'shell.user.profile', route: 'accountSettings' },
      { key: 'shell.user.billing', route: 'billings' },
      // Spec section 6: sub-accounts have no manage-account menu.
      { key: 'shell.user.manageAccount', route: 'accountManage', when: isMainAccount },
      // Spec section 5: the invoice menu only with hasInvoicePower; the ID-card setting only when isShowUserSettings is 1.
      { key: 'shell.user.invoice', route: 'invoiceList', when: (u) => u.hasInvoicePower === true },
      { key: 'shell.user.idCard', route: 'idCardSetting', when: (u) => u.isShowUserSettings === 1 },
    ],
    user,
    isBuilt,
  );
}

/** The My Stores dropdown's links (the ship-to dialog is always offered besides them). */
export function storeMenuLinks(user: MenuUser, isPartner: boolean, isBuilt: IsBuilt = routeIsBuilt): ShellLink[] {
  const links = linksFor(
    [
      { key: 'shell.stores.storeSettings', route: 'myStores' },
      { key: 'shell.stores.preferences', route: 'preferences' },
      { key: 'shell.stores.manageAddress', route: 'accountAddress' },
      // Spec section 6: price rules only for main accounts without refId.
      { key: 'shell.stores.priceRules', route: 'priceRules', when: isMainAccount },
      // Hidden for partner themes, like the tracking link below.
      { key: 'shell.stores.shippingCalculation', route: 'shippingCalculate', when: () => !isPartner },
    ],
    user,
    isBuilt,
  );
  if (!isPartner && config.trackingLinkUrl) links.push({ key: 'shell.stores.tracking', href: config.trackingLinkUrl, external: true });
  return links;
}

/** Where a cart type's entry leads (route name cartList with a type parameter 1 to 4), when its screen exists. */
export function cartHref(kind: CartKind, user: MenuUser, isBuilt: IsBuilt = routeIsBuilt): string | null {
  const [link] = linksFor([{ key: kind, route: 'cartList' }], user, isBuilt);
  return link ? `${link.href}?type=${cartTypeOfKind[kind]}` : null;
}

/** The contact page the messages dropdown links to (`active` opens the messages tab), when it exists. */
export function contactHref(user: MenuUser, isBuilt: IsBuilt = routeIsBuilt): string | null {
  const [link] = linksFor([{ key: 'contact', route: 'contact' }], user, isBuilt);
  return link ? `${link.href}?active=messages` : null;
}

/** Moved to the session module (screens read it there); re-exported for the shell's existing callers. */
export { roleLabel } from '@/machines/session';

/** The ship-to country's name in the reader's language, from the flag emoji the customer info carries (two regional indicators). */
export function countryNameOfFlag(flag: string, lang: string): string | null {
  const letters = [...flag].map((char) => (char.codePointAt(0) ?? 0) - 0x1f1e6);
  if (letters.length !== 2 || letters.some((n) => n < 0 || n > 25)) return null;
  const code = String.fromCharCode(...letters.map((n) => 65 + n));
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? null;
  } catch {
    return null;
  }
}
