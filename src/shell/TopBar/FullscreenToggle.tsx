/**
 * Enters and leaves full screen. Where the browser offers no Fullscreen API the spec's warning is
 * shown instead (section 5 and 8: "you browser can not work", as a translated key).
 */
import { useEffect, useState } from 'react';
import { Maximize, Minimize } from 'lucide-react';
import { IconButton } from '@/design-system/components/IconButton';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';

const isFullscreen = () => Boolean(globalThis.document?.fullscreenElement);

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [active, setActive] = useState(isFullscreen);

  useEffect(() => {
    const update = () => setActive(isFullscreen());
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      notify({ kind: 'warning', message: t('shell.topBar.fullscreenUnsupported') });
      return;
    }
    try {
      if (isFullscreen()) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // The browser refused (e.g. a policy or an iframe without allowfullscreen): same answer as unsupported.
      notify({ kind: 'warning', message: t('shell.topBar.fullscreenUnsupported') });
    }
  };

  return (
    <IconButton
      icon={active ? Minimize : Maximize}
      label={active ? t('shell.topBar.fullscreenExit') : t('shell.topBar.fullscreenEnter')}
      showTooltip
      onPress={toggle}
    />
  );
}
