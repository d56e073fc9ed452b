/** Product names in one place: BeeGlobal today, CultureConnect for the older profile-setup flow. */
export const PRODUCT_NAME = 'BeeGlobal';
export const LEGACY_PRODUCT_NAME = 'CultureConnect';
