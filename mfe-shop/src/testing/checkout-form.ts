import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types a valid shipping address into the checkout, as a visitor would. */
export async function fillShippingAddress(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Lydia');
  await user.type(screen.getByLabelText('Last name'), 'Purple');
  await user.type(screen.getByLabelText('Email'), 'lydia@example.com');
  await user.type(screen.getByLabelText('Address'), '16 River Road');
  await user.type(screen.getByLabelText('City'), 'Chicago');
  await user.selectOptions(screen.getByLabelText('State'), 'IL');
  await user.type(screen.getByLabelText('ZIP code'), '60601');
}
