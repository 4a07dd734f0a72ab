import { describe, expect, it } from 'vitest';
import { inboxes } from './inbox';
import { messages } from './messages';
import { contentTypes } from './registry';

/**
 * SPEC.md's user-facing words, pinned word for word. The expected side is literal text copied
 * from SPEC.md (§4 states, §5 validation, §8 error catalogue); the actual side is the constants
 * the server, the SPA and the e2e tests all read. Editing a constant by mistake fails here, even
 * though every other suite (which reads the same constant) stays green.
 *
 * Types added to the registry after SPEC.md (not described there) are not pinned here.
 */
/** A nested object's leaves as [dotted path, value], in order. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, path ? `${path}.${key}` : key),
  );
}

/** SPEC.md's words, copied by hand: §4 states, §5 validation, §8 error catalogue, §7 dashboard. */
const pinned: [string, string][] = [
  ['contact.success', 'Message sent successfully!'],
  ['contact.failure', 'Something went wrong.'],
  ['contact.network', 'Error submitting the form. Please try again later.'],
  ['contact.submitting', 'Sending...'],
  ['contact.loadingInfo', 'Loading contact info...'],
  ['contact.noInfo', 'No contact information available.'],
  ['career.success', 'Application submitted successfully!'],
  ['career.failure', 'Something went wrong. Please try again.'],
  ['career.network', 'Error submitting form. Please try again later.'],
  ['career.submitting', 'Submitting...'],
  ['login.failure', 'Login failed'],
  ['login.exception', 'Something went wrong'],
  ['register.failure', 'Registration failed'],
  ['register.exception', 'An error occurred. Please try again later.'],
  ['logout.failure', 'Logout failed'],
  ['adminForm.adding', 'Submitting...'],
  ['adminForm.updating', 'Updating...'],
  ['production.invalidUrls', 'Please enter valid URLs for image and link.'],
  ['banners.documentaryFallback', 'Showing default posters.'],
  ['banners.equipmentEmpty', 'No data found. Showing default posters.'],
  ['banners.equipmentFailed', 'Failed to fetch from API. Showing default posters.'],
  ['dashboard.0', 'Podcast API failed'],
  ['dashboard.1', 'Music API failed'],
  ['dashboard.2', 'Documentary API failed'],
  ['dashboard.3', 'Enquiry API failed'],
  ['types.slider.added', 'Slider added successfully!'],
  ['types.slider.addFailed', 'Failed to add slider.'],
  ['types.slider.addError', 'Something went wrong.'],
  ['types.slider.updated', 'Slider updated successfully!'],
  ['types.slider.updateFailed', 'Failed to update slider.'],
  ['types.slider.updateError', 'Something went wrong.'],
  ['types.slider.loadFailed', 'Failed to load video data.'],
  ['types.slider.deleteFailed', 'Failed to delete'],
  ['types.slider.empty', 'No sliders found.'],
  ['types.production.added', 'Production added successfully!'],
  ['types.production.addFailed', 'Failed to add production.'],
  ['types.production.addError', 'Something went wrong.'],
  ['types.production.updated', 'Production updated successfully!'],
  ['types.production.updateFailed', 'Failed to update production.'],
  ['types.production.updateError', 'Something went wrong.'],
  ['types.production.loadFailed', 'Failed to load production data.'],
  ['types.production.deleteFailed', 'Something went wrong'],
  ['types.production.empty', 'No productions found.'],
  ['types.afterproduction.added', 'Video added successfully!'],
  ['types.afterproduction.addFailed', 'Failed to add video.'],
  ['types.afterproduction.addError', 'Something went wrong.'],
  ['types.afterproduction.updated', 'Video updated successfully!'],
  ['types.afterproduction.updateFailed', 'Failed to update video.'],
  ['types.afterproduction.updateError', 'Update failed.'],
  ['types.afterproduction.loadFailed', 'Failed to load video data.'],
  ['types.afterproduction.deleteFailed', 'Delete failed'],
  ['types.afterproduction.empty', 'No videos found.'],
  ['types.about.added', 'About added successfully!'],
  ['types.about.addFailed', 'Failed to add about info.'],
  ['types.about.addError', 'Error occurred. Try again.'],
  ['types.about.updated', 'About updated successfully!'],
  ['types.about.updateFailed', 'Failed to update about info.'],
  ['types.about.updateError', 'Something went wrong.'],
  ['types.about.loadFailed', 'Failed to load about info.'],
  ['types.about.deleteFailed', 'Failed to delete'],
  ['types.about.empty', 'No about info available.'],
  ['types.podcast.added', 'Podcast added successfully!'],
  ['types.podcast.addFailed', 'Failed to add podcast.'],
  ['types.podcast.addError', 'Something went wrong.'],
  ['types.podcast.updated', 'Podcast updated successfully!'],
  ['types.podcast.updateFailed', 'Failed to update podcast.'],
  ['types.podcast.updateError', 'Something went wrong.'],
  ['types.podcast.loadFailed', 'Failed to load podcast data.'],
  ['types.podcast.deleteFailed', 'Delete failed'],
  ['types.podcast.empty', 'No podcasts found.'],
  ['types.music.added', 'Music added successfully!'],
  ['types.music.addFailed', 'Failed to add music.'],
  ['types.music.addError', 'Something went wrong.'],
  ['types.music.updated', 'Music updated successfully!'],
  ['types.music.updateFailed', 'Failed to update music.'],
  ['types.music.updateError', 'Error updating music.'],
  ['types.music.loadFailed', 'Failed to load music.'],
  ['types.music.deleteFailed', 'Failed to delete'],
  ['types.music.empty', 'No music loaded.'],
  ['types.documentary.added', 'Documentary added successfully!'],
  ['types.documentary.addFailed', 'Failed to add documentary.'],
  ['types.documentary.addError', 'Something went wrong.'],
  ['types.documentary.updated', 'Documentary updated successfully!'],
  ['types.documentary.updateFailed', 'Failed to update documentary.'],
  ['types.documentary.updateError', 'Update failed.'],
  ['types.documentary.loadFailed', 'Error loading documentary.'],
  ['types.documentary.deleteFailed', 'Delete failed'],
  ['types.documentary.empty', 'No documentaries available.'],
  ['types.equipment.added', 'Equipment added successfully!'],
  ['types.equipment.addFailed', 'Failed to add equipment.'],
  ['types.equipment.addError', 'Something went wrong.'],
  ['types.equipment.updated', 'Equipment updated successfully!'],
  ['types.equipment.updateFailed', 'Failed to update equipment.'],
  ['types.equipment.updateError', 'Error updating equipment.'],
  ['types.equipment.loadFailed', 'Failed to load equipment.'],
  ['types.equipment.deleteFailed', 'Failed to delete'],
  ['types.equipment.empty', 'No equipment found.'],
  ['types.contactinfo.added', 'Contact info added successfully!'],
  ['types.contactinfo.addFailed', 'Failed to add contact info.'],
  ['types.contactinfo.addError', 'Something went wrong.'],
  ['types.contactinfo.updated', 'Contact info updated successfully!'],
  ['types.contactinfo.updateFailed', 'Failed to update contact info.'],
  ['types.contactinfo.updateError', 'Something went wrong.'],
  ['types.contactinfo.loadFailed', 'Failed to load contact info.'],
  ['types.contactinfo.deleteFailed', 'Failed to delete'],
  ['types.contactinfo.empty', 'No contact info found.'],
  ['inboxes.contact.empty', 'No messages found.'],
  ['inboxes.contact.deleteFailed', 'Failed to delete contact'],
  ['inboxes.career.empty', 'No applications found.'],
  ['inboxes.career.deleteFailed', 'Failed to delete entry'],
];

describe('SPEC.md messages', () => {
  it('are the constants, word for word', () => {
    const { contact, career, login, register, logout, adminForm, production, banners } = messages;
    const actual = {
      // §8 Contact, §4 Forms, §8 contact-info loading messages
      contact: {
        success: contact.success,
        failure: contact.failure,
        network: contact.network,
        submitting: contact.submitting,
        loadingInfo: contact.loadingInfo,
        noInfo: contact.noInfo,
      },
      // §8 Career, §4 Forms
      career: {
        success: career.success,
        failure: career.failure,
        network: career.network,
        submitting: career.submitting,
      },
      // §8 Login, Register, Logout (also §4 Auth)
      login: { failure: login.failure, exception: login.exception },
      register: { failure: register.failure, exception: register.exception },
      logout: { failure: logout.failure },
      // §4 Forms: the admin add and edit buttons while they wait
      adminForm: { adding: adminForm.adding, updating: adminForm.updating },
      // §5 Production add and edit
      production: { invalidUrls: production.invalidUrls },
      // §4 Music, documentary, equipment
      banners: {
        documentaryFallback: banners.documentaryFallback,
        equipmentEmpty: banners.equipmentEmpty,
        equipmentFailed: banners.equipmentFailed,
      },
      // §8 Dashboard: "<Title> API failed" per card (§2.4: Podcast, Music, Documentary, Enquiry)
      dashboard: [
        messages.dashboard.apiFailed(contentTypes.podcast.label),
        messages.dashboard.apiFailed(contentTypes.music.label),
        messages.dashboard.apiFailed(contentTypes.documentary.label),
        messages.dashboard.apiFailed(contentTypes.contactinfo.label),
      ],
      // §8 Add, Edit, load failures, update exceptions, Delete failures, List pages
      types: {
        slider: contentTypes.slider.messages,
        production: contentTypes.production.messages,
        afterproduction: contentTypes.afterproduction.messages,
        about: contentTypes.about.messages,
        podcast: contentTypes.podcast.messages,
        music: contentTypes.music.messages,
        documentary: contentTypes.documentary.messages,
        equipment: contentTypes.equipment.messages,
        contactinfo: contentTypes.contactinfo.messages,
      },
      // §8 Delete failures and List pages, for the two inboxes
      inboxes: {
        contact: { empty: inboxes.contact.empty, deleteFailed: inboxes.contact.deleteFailed },
        career: { empty: inboxes.career.empty, deleteFailed: inboxes.career.deleteFailed },
      },
    };

    expect(leaves(actual)).toEqual(pinned);
  });
});
