// Apart from the choices, so that the app's first chunk can name the feed's page without them.
/** The product's limits: page sizes, how many of a thing a member may send or keep. */
export const LIMITS = {
  signupSteps: 8,
  minInterests: 3,
  minBioLength: 50,
  maxPhotos: 6,
  maxImageBytes: 5 * 1024 * 1024,
  feedPage: 1,
  feedLimit: 20,
} as const;
