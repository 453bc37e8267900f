/**
 * Loads the third-party support chat and tracking widget (spec section 1) for non-partner users only.
 * Never in tests: the build flag turns it off, and a browser driven by automation (Playwright, vitest's
 * browser mode) never fetches it either, so no test depends on a third party.
 */
import { useEffect } from 'react';
import { config } from '@/config';

const scriptId = 'support-chat-widget';

export interface ChatWidgetProps {
  /** A partner brand hides the widget (spec section 4). */
  isPartner: boolean;
  /** Passed to the widget so the support agent sees who is asking. */
  user?: { id?: string | number; username?: string; firstName?: string | null } | null;
  /** Overridable for stories; defaults to the configured script address. */
  src?: string;
  enabled?: boolean;
}

export function shouldLoadChatWidget(isPartner: boolean, enabled = config.chatWidgetEnabled): boolean {
  if (!enabled || isPartner) return false;
  return !globalThis.navigator?.webdriver;
}

export function ChatWidget({ isPartner, user, src = config.chatWidgetUrl, enabled = config.chatWidgetEnabled }: ChatWidgetProps) {
  const load = shouldLoadChatWidget(isPartner, enabled);
  useEffect(() => {
    if (!load || !src || document.getElementById(scriptId)) return;
    const script = document.createElement('script');
    script.id = scriptId;
    script.src = src;
    script.async = true;
    if (user?.id !== undefined) script.dataset.userId = String(user.id);
    if (user?.username) script.dataset.userEmail = user.username;
    if (user?.firstName) script.dataset.userName = user.firstName;
    document.body.appendChild(script);
    // The widget owns its own DOM once loaded; a partner switch reloads the page, so no unload is needed.
  }, [load, src, user?.id, user?.username, user?.firstName]);
  return null;
}
