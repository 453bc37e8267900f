/**
 * Connects React Aria's router integration to React Router: every React Aria link (Link, MenuItem
 * with href, Tabs, Breadcrumbs…) then navigates client-side with the router's own hrefs
 * (basename included). Render it once inside the router, around the routed layouts.
 * Kept out of the Link index so that importing Link does not pull in React Router.
 */
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { isAbsoluteHref } from './href';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * React Aria calls this hook inside its links to turn a route into an href (basename included).
 * React Router would treat an absolute URL as a path ("/https:/…"), so those (and mailto:, tel:) pass through as they are.
 */
export function useRouterHref(to: string): string {
  const routed = useHref(to);
  return isAbsoluteHref(to) ? to : routed;
}

export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // React Aria calls `useHref` as a hook inside each link; passing it is its documented contract.
    // oxlint-disable-next-line react/rules-of-hooks
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
