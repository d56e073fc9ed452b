/*
 * What the app does beyond signing out when a call answers 401: go to /auth and tell the member.
 * A module of its own, so the app's entry can set it without loading the HTTP client.
 */
let onSessionExpired: (message: string) => void = () => {};

export function handleSessionExpiry(handler: (message: string) => void) {
  onSessionExpired = handler;
}

export const sessionExpired = (message: string) => onSessionExpired(message);
