// The health page's name for the §4.10 display mode, which now lives in src/app/display-mode.ts
// (the service worker helper's install mode uses it too).
export type { DisplayMode as AppType } from '../../app/display-mode';
export {
  displayMode as appType,
  currentDisplayMode as currentAppType,
} from '../../app/display-mode';
