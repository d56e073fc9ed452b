// The guard and the member shell, one chunk: every member screen's first load needs both, and on
// a phone each file more waits its turn for one of the six connections.
export { RequireUser } from './RequireUser';
export { default as MemberShell } from './MemberShell';
