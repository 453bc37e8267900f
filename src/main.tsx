/** The portal's entry: theme on <html>, then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultTheme } from './design-system/theme/themes.css';

document.documentElement.classList.add(defaultTheme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main />
  </StrictMode>,
);
