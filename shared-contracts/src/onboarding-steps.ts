import {
  additionalServices,
  brandPersonalities,
  logoUsages,
  type OnboardingAnswers,
} from 'shared-contracts/design-service';

type TextKey = {
  [K in keyof OnboardingAnswers]-?: NonNullable<OnboardingAnswers[K]> extends string ? K : never;
}[keyof OnboardingAnswers];
type Answer<Key extends TextKey> = NonNullable<OnboardingAnswers[Key]>;
type ListKey = {
  [K in keyof OnboardingAnswers]-?: NonNullable<OnboardingAnswers[K]> extends string[] ? K : never;
}[keyof OnboardingAnswers];

export type Question =
  | { kind: 'text' | 'long-text'; name: TextKey; label: string }
  | { kind: 'choice'; name: TextKey; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'choices'; name: ListKey; label: string; options: readonly { value: string; label: string }[] };

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** Options whose stored value differs from what the client reads; every value needs a label. */
const labelled = <Value extends string>(labels: Record<Value, string>) =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

/** The questionnaire's five steps; no question is required. */
export const onboardingSteps: { title: string; questions: Question[] }[] = [
  {
    title: 'Tell Us About Your Business',
    questions: [
      { kind: 'text', name: 'businessName', label: 'Business or ministry name' },
      { kind: 'text', name: 'businessType', label: 'What kind of business or ministry is it?' },
      { kind: 'long-text', name: 'targetAudience', label: 'Who do you serve?' },
      {
        kind: 'choices',
        name: 'brandPersonality',
        label: 'Which words describe your brand?',
        options: same(brandPersonalities),
      },
    ],
  },
  {
    title: 'Logo Style & Preferences',
    questions: [
      {
        kind: 'choice',
        name: 'logoStyle',
        label: 'Which logo style speaks to you?',
        options: labelled<Answer<'logoStyle'>>({
          'modern-minimalist': 'Modern & minimalist',
          'organic-natural': 'Organic & natural',
          'elegant-classic': 'Elegant & classic',
          'hand-drawn': 'Hand-drawn',
          geometric: 'Geometric',
        }),
      },
      { kind: 'long-text', name: 'colorPreferences', label: 'Colours you love (or already use)' },
      { kind: 'long-text', name: 'mustHaveElements', label: 'Anything the logo must include' },
      { kind: 'long-text', name: 'avoidElements', label: 'Anything to avoid' },
    ],
  },
  {
    title: 'Design Inspiration',
    questions: [
      { kind: 'long-text', name: 'inspirationDescription', label: 'Logos, art or places that inspire you' },
      { kind: 'long-text', name: 'existingBranding', label: 'Your current branding, if any' },
      { kind: 'long-text', name: 'competitorLogos', label: 'Logos of others in your field you like or dislike' },
    ],
  },
  {
    title: 'Project Context',
    questions: [
      { kind: 'choices', name: 'logoUsage', label: 'Where will the logo be used?', options: same(logoUsages) },
      {
        kind: 'choice',
        name: 'timeline',
        label: 'Timeline',
        options: labelled<Answer<'timeline'>>({
          standard: 'Standard (4-5 weeks)',
          flexible: 'Flexible',
          urgent: 'Urgent',
        }),
      },
      {
        kind: 'choices',
        name: 'additionalServices',
        label: 'Would you like anything else?',
        options: same(additionalServices),
      },
    ],
  },
  {
    title: 'Final Details',
    questions: [
      { kind: 'long-text', name: 'specialRequests', label: 'Special requests' },
      {
        kind: 'choice',
        name: 'preferredContact',
        label: 'How should we keep in touch?',
        options: labelled<Answer<'preferredContact'>>({
          email: 'Email',
          phone: 'Phone call',
          text: 'Text message',
          mixed: 'A mix',
        }),
      },
      { kind: 'text', name: 'bestTimeToCall', label: 'Best time to call' },
      {
        kind: 'choice',
        name: 'projectUpdates',
        label: 'How often would you like updates?',
        options: labelled<Answer<'projectUpdates'>>({
          milestone: 'At each milestone',
          weekly: 'Weekly',
          frequent: 'Frequently',
        }),
      },
    ],
  },
];
