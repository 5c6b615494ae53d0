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

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches). Chromium reads
 * only the last `--disable-features` of its command line, so a list of ours repeats Playwright's;
 * e2e/browserSwitches.spec.ts checks the launched browser keeps all of Playwright's.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Browser UI no test looks at that Chromium loads in every new window, headless too: the address
 * bar's two popups (chrome://omnibox-popup.top-chrome and its AI-mode page), drawn by a renderer of
 * their own that took about as much CPU as the Latch frame's whole load (docs/testing.md).
 */
export const unusedBrowserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/**
 * The one `--disable-features` switch for `features`.
 * @param {readonly string[]} features
 * @returns {string}
 * @example
 * chromium.launch({ args: [...chromiumArgs, disableFeatures([...playwrightDisabledFeatures, ...unusedBrowserUiFeatures])] })
 */
export function disableFeatures(features) {
  return `--disable-features=${features.join(',')}`
}

/**
 * The switch of the storage-blocked browser, Chromium's default for a cross-site frame: Playwright's
 * own list (which turns storage partitioning off) with the browser UI no test looks at left out.
 * The e2e tests' storage-blocked mode and `npm run bench` run this browser.
 * @example
 * chromium.launch({ args: [...chromiumArgs, storageBlockedSwitch] })
 */
export const storageBlockedSwitch = disableFeatures([
  ...playwrightDisabledFeatures,
  ...unusedBrowserUiFeatures,
])
