/**
 * The contact page's words (part of `messages`): a module apart, so that page's first load
 * carries no other page's; the build splits code by module.
 */
export const contactMessages = {
  success: 'Message sent successfully!',
  failure: 'Something went wrong.',
  network: 'Error submitting the form. Please try again later.',
  submitting: 'Sending...',
  loadingInfo: 'Loading contact info...',
  noInfo: 'No contact information available.',
};
