/** The deployed portal version: dist/version.json (written by the build) or package.json. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../config';

export function readAppVersion(distDir: string): string {
  try {
    const built = JSON.parse(readFileSync(join(distDir, 'version.json'), 'utf8')) as { version?: unknown };
    if (typeof built.version === 'string' && built.version) return built.version;
  } catch {
    // not built yet: fall back to the package version
  }
  return (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}
