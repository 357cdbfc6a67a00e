import * as z from 'zod/mini';
import { type FunctionRegistry } from 'shared-contracts/function-contract';
import { mailbox } from 'shared-contracts/mailbox';
import { messageFormWording, requiredText, type FieldWording } from 'shared-contracts/required-text';

/** The subjects a visitor can choose on the contact form, in the order shown. */
export const contactSubjects = [
  'General Inquiry',
  'About My Art',
  'Commission Question',
  'Print Shop Question',
  'T-Shirt Question',
  'Collaboration',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

const visitorEmail = mailbox();

/**
 * A field people never see. Bots fill every field; a filled honeypot is answered as if sent
 * and then dropped.
 */
export const honeypotField = 'website';
const honeypot = z.optional(z.string().check(z.maxLength(500)));

export const contactMessageSchema = z.object({
  name: requiredText('your name', 100, messageFormWording),
  email: visitorEmail,
  subject: z.enum(contactSubjects, 'Please choose a subject'),
  message: requiredText('a message', 5000, messageFormWording),
  [honeypotField]: honeypot,
});

/** A drop-down's answer is chosen, not typed: "Please choose a size". */
const choiceWording: FieldWording = { ...messageFormWording, missing: (what) => `Please choose ${what}` };

export const commissionRequestSchema = z.object({
  name: requiredText('your name', 100, messageFormWording),
  email: visitorEmail,
  theme: requiredText('the theme or subject of the painting', 500, messageFormWording),
  size: requiredText('a size', 100, choiceWording),
  palette: requiredText('a colour palette', 300, messageFormWording),
  budget: requiredText('a budget', 100, choiceWording),
  timeline: requiredText('a timeline', 100, choiceWording),
  details: z.optional(z.string().check(z.trim(), z.maxLength(5000, messageFormWording.tooLong('the details', 5000)))),
  [honeypotField]: honeypot,
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type CommissionRequest = z.infer<typeof commissionRequestSchema>;

export const submissionReceiptSchema = z.object({ received: z.literal(true) });
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

/** The contact and commission forms' functions. */
export const messageFunctions = {
  'send-contact-message': { request: contactMessageSchema, response: submissionReceiptSchema },
  'submit-commission-request': { request: commissionRequestSchema, response: submissionReceiptSchema },
} as const satisfies FunctionRegistry;
