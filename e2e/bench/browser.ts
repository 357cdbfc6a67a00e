import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium';

export function launchChromium(extraArgs: string[] = []) {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...extraArgs] });
}
