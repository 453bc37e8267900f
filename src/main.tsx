/**
 * The portal's entry: global styles and fonts, the platform theme until a brand is known, the router (its
 * first navigation starts loading the page's route modules at once), then the app.
 */
// oxlint-disable-next-line import/no-unassigned-import -- global styles and fonts, imported for their side effect
import '@/design-system/global';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultTheme } from '@/design-system/theme/themes.css';
import { installErrorLog } from '@/api/errorLog';
import { setLanguage } from '@/i18n/i18n';
import { detectLanguage } from '@/i18n/detect';
import { createPortalRouter } from '@/routes/router';
import App from '@/app/App';

document.documentElement.classList.add(defaultTheme);
installErrorLog(window);
// The first API calls (made as the actors start) already carry the visitor's language.
setLanguage(detectLanguage());

// Built once, outside React: an interrupted first render (a transition) must not build a second one.
const router = createPortalRouter();

// A transition: the first render is sliced into short tasks (see App's Portal).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
