/**
 * The browser features this site's pages may use: geolocation for the site itself (the locations
 * finder's 'near me'), nothing else that reaches the visitor's devices, sensors, payments or interests.
 * Only names current browsers know (an unknown one is a console warning); `browsing-topics` replaced
 * `interest-cohort`. Features the site may still want from an embedded video (fullscreen, autoplay,
 * picture-in-picture) are left at the browser's defaults.
 */
const DENIED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

export const PERMISSIONS_POLICY = ['geolocation=(self)', ...DENIED.map((feature) => `${feature}=()`)].join(', ')
