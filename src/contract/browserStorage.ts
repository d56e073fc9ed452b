/** A paid plan on the stored user, written after a successful payment. */
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

/** The older profile-setup flow's profile, kept in local storage on completion. */
export type ProfileSetup = {
  firstName: string;
  lastName: string;
  bio: string;
  culturalJourney: string;
  /** In centimetres; null when not given. */
  height: number | null;
  education: string;
  occupation: string;
  languages: string[];
  interests: string[];
  photos: string[];
  preferences: {
    interestedInEvents: boolean;
    interestedInImmigrationNews: boolean;
    interestedInCulturalTrivia: boolean;
    minAge: number;
    maxAge: number;
    /** In miles. */
    maxDistance: number;
  };
  profileCompleted: true;
};
