/**
 * Every user-facing message of SPEC.md §8 (word for word) and of the server's error answers.
 * Per-content-type messages live on the type's registry entry (registry.ts).
 */
export const messages = {
  contact: {
    success: 'Message sent successfully!',
    failure: 'Something went wrong.',
    network: 'Error submitting the form. Please try again later.',
    submitting: 'Sending...',
    loadingInfo: 'Loading contact info...',
    noInfo: 'No contact information available.',
  },
  career: {
    success: 'Application submitted successfully!',
    failure: 'Something went wrong. Please try again.',
    network: 'Error submitting form. Please try again later.',
    submitting: 'Submitting...',
  },
  login: {
    failure: 'Login failed',
    exception: 'Something went wrong',
    success: 'Login successful.',
    invalidCredentials: 'Invalid email or password.',
  },
  register: {
    failure: 'Registration failed',
    exception: 'An error occurred. Please try again later.',
    success: 'Registration successful.',
    closed: 'Registration is closed.',
    emailTaken: 'An account with this email already exists.',
  },
  logout: {
    failure: 'Logout failed',
    success: 'Logged out.',
  },
  /** Submit buttons of the admin add and edit forms while they wait (SPEC.md §4). */
  adminForm: {
    adding: 'Submitting...',
    updating: 'Updating...',
  },
  production: {
    invalidUrls: 'Please enter valid URLs for image and link.',
  },
  banners: {
    documentaryFallback: 'Showing default posters.',
    equipmentEmpty: 'No data found. Showing default posters.',
    equipmentFailed: 'Failed to fetch from API. Showing default posters.',
  },
  dashboard: {
    apiFailed: (title: string) => `${title} API failed`,
  },
  deleted: 'Deleted.',
  server: {
    invalidInput: 'Invalid input.',
    malformedJson: 'The request body is not valid JSON.',
    unauthorized: 'Sign in to continue.',
    crossSite: 'Cross-site request refused.',
    notFound: 'Not found.',
    tooLarge: 'The file is too large.',
    unsupportedFileType: 'The CV must be a PDF, DOC or DOCX file.',
    rateLimited: 'Too many requests. Please try again later.',
    internal: 'Something went wrong on our side.',
  },
} as const;
