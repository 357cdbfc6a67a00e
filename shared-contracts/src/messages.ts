import * as z from 'zod/mini';
import { emailPattern, invalidEmailMessage } from './order';

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

const required = (what: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Please enter ${what}`),
      z.maxLength(max, `Please keep ${what} under ${max} characters`),
    );

const visitorEmail = z
  .string()
  .check(z.trim(), z.maxLength(254, 'Please enter a valid email address'), z.regex(emailPattern, invalidEmailMessage));

/**
 * A field people never see. Bots fill every field; a filled honeypot is answered as if sent
 * and then dropped.
 */
export const honeypotField = 'website';
const honeypot = z.optional(z.string().check(z.maxLength(500)));

export const contactMessageSchema = z.object({
  name: required('your name', 100),
  email: visitorEmail,
  subject: z.enum(contactSubjects, 'Please choose a subject'),
  message: required('a message', 5000),
  [honeypotField]: honeypot,
});

export const commissionRequestSchema = z.object({
  name: required('your name', 100),
  email: visitorEmail,
  theme: required('the theme or subject of the painting', 500),
  size: required('a size', 100),
  palette: required('a colour palette', 300),
  budget: required('a budget', 100),
  timeline: required('a timeline', 100),
  details: z.optional(z.string().check(z.trim(), z.maxLength(5000, 'Please keep the details under 5000 characters'))),
  [honeypotField]: honeypot,
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type CommissionRequest = z.infer<typeof commissionRequestSchema>;

export const submissionReceiptSchema = z.object({ received: z.literal(true) });
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;
