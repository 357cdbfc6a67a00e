import * as z from 'zod/mini';
import { type FunctionRegistry } from 'shared-contracts/function-contract';
import { mailbox } from 'shared-contracts/mailbox';
import { formatUsd, type SitePrices } from 'shared-contracts/pricing';
import { paymentPageWording, requiredText } from 'shared-contracts/required-text';

/** What the design service sells through the hosted payment page. */
export const projectTypes = [
  'Divine Design Logo Project',
  'Divine Design Complete Package (Logo + Book Cover)',
  'Play Harbor Mural Deposit',
] as const;

export type ProjectType = (typeof projectTypes)[number];

/** What each project costs on the hosted payment page, in dollars, from her price record. */
export const servicePrices = (prices: SitePrices): Record<ProjectType, number> => ({
  'Divine Design Logo Project': prices.logoCents / 100,
  'Divine Design Complete Package (Logo + Book Cover)': prices.completePackageCents / 100,
  'Play Harbor Mural Deposit': prices.muralDepositCents / 100,
});

/** The mural's whole price, materials included: the deposit up front, the balance on completion. */
export const muralSetPrice = (prices: SitePrices) => (prices.muralDepositCents + prices.muralBalanceCents) / 100;

/**
 * What refuses a payment page opened before she changed the project's price: the page the
 * client has open says so, and the new price, before anything is charged.
 */
export const priceChangedMessage = (projectType: ProjectType, price: number) =>
  `The price of the ${projectType} is now ${formatUsd(price)}: it changed since this page was opened. Reload the page to see it before you pay.`;

/**
 * What the artist's payment links take payment for, as the hosted payment page, the success
 * page and the e-mails name it. Their amounts are set by her in the studio, not here.
 */
export const linkedPayments = {
  muralBalance: 'Play Harbor Mural Balance',
  commissionDeposit: 'Custom Painting Deposit',
} as const;

/** The logo proposal's two packages, as the payment page's `package` parameter names them. */
export const logoPackages = {
  logo: 'Divine Design Logo Project',
  complete: 'Divine Design Complete Package (Logo + Book Cover)',
} as const satisfies Record<string, ProjectType>;

export type LogoPackage = keyof typeof logoPackages;

/** The package a logo project was bought as: its payment page's `?package=`. */
export function logoPackageOf(projectType: ProjectType): LogoPackage {
  return projectType === logoPackages.complete ? 'complete' : 'logo';
}

/** Projects whose payment opens the onboarding questionnaire. */
export const onboardingProjects: readonly ProjectType[] = Object.values(logoPackages);

/** An unknown or missing package means the logo package. */
export function logoPackageFrom(value: string | null): LogoPackage {
  return value === 'complete' ? 'complete' : 'logo';
}

export const createPaymentRequestSchema = z.object({
  clientName: requiredText('your name', 100, paymentPageWording),
  email: mailbox(),
  phone: requiredText('your phone number', 40, paymentPageWording),
  /** Sent empty by the payment page, as the original did. */
  address: z._default(z.string().check(z.maxLength(300)), ''),
  amount: z.number(),
  projectType: z.enum(projectTypes, 'is not a project we take payments for'),
});

export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export const sessionIdSchema = z.string().check(z.regex(/^cs_[A-Za-z0-9_]{8,200}$/, 'must be a payment session id'));

export const createPaymentResponseSchema = z.object({
  /** The hosted payment page the visitor is sent to: always an absolute web address. */
  url: z.url({ protocol: /^https?$/ }),
  /** The session that page pays, so the page that opened it can ask whether it was paid. */
  sessionId: z.optional(sessionIdSchema),
});

export const verifyPaymentRequestSchema = z.object({ sessionId: sessionIdSchema });

export const verifyPaymentResponseSchema = z.discriminatedUnion('verified', [
  z.object({ verified: z.literal(false), message: z.string() }),
  z.object({
    verified: z.literal(true),
    message: z.string(),
    /** What was actually paid, in dollars. */
    amountPaid: z.number(),
    projectType: z.string(),
  }),
]);

export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const onboardingAccessRequestSchema = z.object({
  sessionId: z.optional(sessionIdSchema),
  /** The test bypass; honoured only by a server running in development mode. */
  test: z.optional(z.boolean()),
});

export const onboardingAccessResponseSchema = z.object({ allowed: z.boolean(), message: z.string() });

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const choices = <const T extends readonly string[]>(options: T) =>
  z.optional(z.array(z.enum(options)).check(z.maxLength(options.length)));

export const brandPersonalities = [
  'Trustworthy',
  'Creative',
  'Professional',
  'Spiritual',
  'Nurturing',
  'Bold',
  'Peaceful',
  'Inspirational',
  'Grounded',
  'Transformational',
] as const;
export const logoStyles = [
  'modern-minimalist',
  'organic-natural',
  'elegant-classic',
  'hand-drawn',
  'geometric',
] as const;
export const logoUsages = [
  'Website',
  'Business Cards',
  'Social Media',
  'Print Materials',
  'Signage',
  'Apparel',
  'Packaging',
  'Email Signature',
] as const;
export const projectTimelines = ['standard', 'flexible', 'urgent'] as const;
export const additionalServices = [
  'Business card design',
  'Website header/banner design',
  'Social media template creation',
  'Brand guideline document',
  'Letterhead design',
  'None at this time',
] as const;
export const contactPreferences = ['email', 'phone', 'text', 'mixed'] as const;
export const updateFrequencies = ['milestone', 'weekly', 'frequent'] as const;

/** The onboarding questionnaire; every answer is optional. */
export const onboardingAnswersSchema = z.object({
  businessName: text(200),
  businessType: text(200),
  targetAudience: text(2000),
  brandPersonality: choices(brandPersonalities),
  logoStyle: z.optional(z.enum(logoStyles)),
  colorPreferences: text(2000),
  mustHaveElements: text(2000),
  avoidElements: text(2000),
  inspirationDescription: text(4000),
  existingBranding: text(2000),
  competitorLogos: text(2000),
  logoUsage: choices(logoUsages),
  timeline: z.optional(z.enum(projectTimelines)),
  additionalServices: choices(additionalServices),
  specialRequests: text(4000),
  preferredContact: z.optional(z.enum(contactPreferences)),
  bestTimeToCall: text(200),
  projectUpdates: z.optional(z.enum(updateFrequencies)),
});

export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;

export const saveOnboardingRequestSchema = z.object({
  sessionId: z.optional(sessionIdSchema),
  test: z.optional(z.boolean()),
  answers: onboardingAnswersSchema,
});

export const saveOnboardingResponseSchema = z.object({ saved: z.literal(true) });

/** The design service's functions. */
export const designServiceFunctions = {
  'create-payment': { request: createPaymentRequestSchema, response: createPaymentResponseSchema },
  'verify-payment-and-notify': { request: verifyPaymentRequestSchema, response: verifyPaymentResponseSchema },
  'check-onboarding-access': { request: onboardingAccessRequestSchema, response: onboardingAccessResponseSchema },
  'save-onboarding': { request: saveOnboardingRequestSchema, response: saveOnboardingResponseSchema },
} as const satisfies FunctionRegistry;
