/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own.
 * As root on Debian with none, installs Debian's `chromium` (and `fonts-noto-cjk`, so Chinese renders in
 * screenshots); anywhere else stops with one line saying what to install. Prints the path it found.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const isRoot = process.getuid?.() === 0;
const isDebian = existsSync('/etc/debian_version');

function apt(packages) {
  console.error(`[ensure-browser] installing ${packages.join(' ')} with apt-get…`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function ensureBrowser() {
  const cjkFont = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
  // Chinese text and the country flags (emoji) need these fonts to render in screenshots.
  const emojiFont = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
  const fonts = [!existsSync(cjkFont) && 'fonts-noto-cjk', !existsSync(emojiFont) && 'fonts-noto-color-emoji'].filter(Boolean);
  if (fonts.length && isRoot && isDebian) apt(fonts);
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  let found = candidates.find((path) => existsSync(path)) ?? (await playwrightChromium());
  if (!found && isRoot && isDebian) {
    apt(['chromium']);
    found = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  }
  if (!found) {
    console.error('No Chromium found: install Chromium (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to its executable.');
    process.exit(1);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await ensureBrowser());
