/**
 * Text made safe to put in HTML or XML, as an element's text or an attribute's value: the
 * five characters that markup gives a meaning to are written as references.
 */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
