/** The portal's entry: global styles and fonts, the platform theme until a brand is known, then the app. */
// oxlint-disable-next-line import/no-unassigned-import -- global styles and fonts, imported for their side effect
import '@/design-system/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultTheme } from '@/design-system/theme/themes.css';
import { installErrorLog } from '@/api/errorLog';
import { setLanguage } from '@/i18n/i18n';
import { detectLanguage } from '@/i18n/detect';
import App from '@/app/App';

document.documentElement.classList.add(defaultTheme);
installErrorLog(window);
// The first API calls (made as the actors start) already carry the visitor's language.
setLanguage(detectLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
