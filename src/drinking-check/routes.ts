/** The Drinking Check's route paths (spec section 2). */
export const DC_ROUTES = {
  overview: '/overview',
  overviewCheck: '/overview/drinking-check',
  overviewResults: '/overview/results',
  loadingBasicInfo: '/loading-basic-personal-info',
} as const;

export const DC_DEFAULT_PATH = DC_ROUTES.overview;
