// The guard, the member shell and the routes' loaders, one chunk: every member screen's first
// load needs them, and on a phone each file more waits its turn for one of the six connections.
export { RequireUser } from './RequireUser';
export { default as MemberShell } from './MemberShell';
export { prefetchDashboard } from './memberLoaders';
