// The PNG maker of the API's seed and tests: real pictures for the upload checks to sniff and measure.
export { solidPng as png } from '../../apps/api/src/platform/png';
