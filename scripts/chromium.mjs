// Debian's Chromium, never a downloaded browser, with the switches that keep it off the network;
// shared by the Playwright config and the benchmark.

/** Where Debian installs Chromium (`.ci/run` installs it when missing). */
export const chromiumExecutable = '/usr/bin/chromium'

/** Switches for headless runs on a machine without outside network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
