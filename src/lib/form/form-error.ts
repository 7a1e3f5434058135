/**
 * The key under which a form's errors hold the message for the form as a whole. It is
 * final-form's own FORM_ERROR, written out here so that the sign-in pages, which send their
 * forms without final-form, do not load its 7 KB for one string
 * (docs/decisions/008-app-pages-prerendered-and-split.md). The test beside this file holds it
 * equal to final-form's, so react-final-form still shows it as `submitError`.
 */
export const FORM_ERROR = 'FINAL_FORM/form-error';
