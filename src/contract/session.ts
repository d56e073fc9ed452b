/** A paid plan on the stored user, written after a successful payment (spec section 3). */
export type Subscription = {
  plan: string;
  price: number;
  startDate: string;
  endDate: string;
  status: 'active';
};

/** The current user kept in the browser's local storage after sign in or sign up. */
export type StoredUser = {
  token: string;
  id: string;
  firstName: string;
  profileCompleted: boolean;
  subscription?: Subscription;
  isPremium?: boolean;
};
