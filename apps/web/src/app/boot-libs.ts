// Imported first at start-up (main.tsx): the build puts the libraries the app's first screen uses in
// this module's chunk (vite.config.ts, app-libs), so importing it evaluates them in a task of their own.
export const libsEvaluated = true;
