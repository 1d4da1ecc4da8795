import { chromium, type Browser } from 'playwright-core';
import { ensureTool } from '../../scripts/platform/system-deps.cjs';

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, with nothing reaching out to the network on
 * its own. A machine without it gets it installed first when this user may, else one line
 * naming the command.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureTool('chromium'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
