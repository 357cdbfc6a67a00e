import { chromium } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(extraArgs: string[] = []) {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...extraArgs] });
}
