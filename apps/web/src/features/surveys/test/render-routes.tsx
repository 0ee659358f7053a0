// Kept only for shell/mandatory-surveys-gate.test.tsx (shell files were being edited elsewhere):
// once that test imports '../test/render-routes', delete this file.
export { renderRoutes } from '../../../test/render-routes';
