// The parts a first screen does not draw, in one file: the profile menu and the dialogs, with
// Radix's layers, focus traps and floating-ui. Their code comes once the screen is drawn, or when
// one is first wanted (see `useOverlays`), so a phone's first load does not wait on it.
export { Menu } from '../Menu/Menu';
export { ModalDialog } from '../Dialog/ModalDialog';
export { ModalConfirmDialog } from '../ConfirmDialog/ModalConfirmDialog';
