import { addressSchema, fieldLabel, type CardPayment } from 'shared-contracts/order';

export interface AddressFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface CheckoutForm {
  shipping: AddressFields;
  billing: AddressFields;
  sameAsShipping: boolean;
  payment: CardPayment;
}

export const emptyAddress: AddressFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  apartment: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
};

export const emptyCheckoutForm: CheckoutForm = {
  shipping: emptyAddress,
  billing: emptyAddress,
  sameAsShipping: true,
  payment: { cardNumber: '', expiryDate: '', cvv: '', cardName: '' },
};

const requiredAddressFields = [
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
] as const;
const requiredCardFields = ['cardNumber', 'expiryDate', 'cvv', 'cardName'] as const;

export interface CheckoutProblem {
  /** The input's id, to focus it. */
  fieldId: string;
  message: string;
}

/** The billing address the order uses: the shipping one while "Same as shipping address" is on. */
export function billingAddress(form: CheckoutForm): AddressFields {
  return form.sameAsShipping ? form.shipping : form.billing;
}

function addressProblem(section: 'shipping' | 'billing', address: AddressFields): CheckoutProblem | undefined {
  for (const field of requiredAddressFields) {
    if (!address[field].trim())
      return { fieldId: `${section}-${field}`, message: `Please fill in ${fieldLabel(field)}` };
  }
  // Then the server's own rules (e-mail, state, ZIP code, lengths), so nothing it would refuse is sent.
  const checked = addressSchema.safeParse(address);
  const issue = checked.success ? undefined : checked.error.issues[0];
  return issue && { fieldId: `${section}-${String(issue.path[0])}`, message: issue.message };
}

/** The first thing the visitor must fix, in the order the form asks for it; undefined when ready. */
export function checkoutProblem(
  form: CheckoutForm,
  { cardFields }: { cardFields: boolean },
): CheckoutProblem | undefined {
  const problem =
    addressProblem('shipping', form.shipping) ??
    (form.sameAsShipping ? undefined : addressProblem('billing', form.billing));
  if (problem || !cardFields) return problem;
  for (const field of requiredCardFields) {
    if (!form.payment[field].trim())
      return { fieldId: `payment-${field}`, message: `Please fill in ${fieldLabel(field)}` };
  }
  return undefined;
}

/** A fresh key for one checkout attempt. */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `chk_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
