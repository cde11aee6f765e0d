import type { MailMessage } from '../mailer';
import type { MailBrand } from './brand';
import { renderMail } from './layout';

// The account e-mails: each carries one link, shown as a button and, in both parts, as an address to copy.

export function confirmationMail(to: string, link: string, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to,
      subject: 'Confirm your email for Drip Cotton Candy',
      heading: 'Welcome to Drip Cotton Candy!',
      blocks: [
        { type: 'paragraph', text: 'Please confirm your email address to finish creating your account. The link works for 24 hours and only once.' },
        { type: 'button', label: 'Confirm my email', url: link },
        { type: 'note', text: 'If you did not sign up, you can ignore this email.' },
      ],
    },
    brand,
  );
}

/** Sent instead of a second account, so the sign-up form never tells a stranger which addresses have accounts. */
export function existingAccountMail(to: string, signInLink: string, resetLink: string, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to,
      subject: 'You already have a Drip Cotton Candy account',
      heading: 'You already have an account',
      blocks: [
        { type: 'paragraph', text: 'Someone (hopefully you) tried to create a Drip Cotton Candy account with this email address, but it already has one.' },
        { type: 'paragraph', text: `To sign in, go to ${signInLink}. Forgot your password? Reset it at ${resetLink}.` },
        { type: 'button', label: 'Sign in', url: signInLink },
        { type: 'note', text: 'If this was not you, you can ignore this email; nothing has changed.' },
      ],
    },
    brand,
  );
}

export function passwordResetMail(to: string, link: string, brand: MailBrand): MailMessage {
  return renderMail(
    {
      to,
      subject: 'Reset your Drip Cotton Candy password',
      heading: 'Reset your password',
      blocks: [
        { type: 'paragraph', text: 'We received a request to reset the password of your Drip Cotton Candy account.' },
        { type: 'paragraph', text: 'Choose a new password with the link below. It works for 1 hour and only once. Resetting signs you out everywhere else.' },
        { type: 'button', label: 'Choose a new password', url: link },
        { type: 'note', text: 'If you did not ask for this, you can ignore this email; your password stays the same.' },
      ],
    },
    brand,
  );
}
