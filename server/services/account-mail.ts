import { escapeHtml } from './mail-text';
import type { MailMessage } from './mailer';

// The account e-mails. Plain text first (every client shows it), with a simple HTML version carrying the same link.

function html(paragraphs: string[], link: { href: string; label: string } | null): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#d6338a;color:#fff;font-weight:bold;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#6b5a75">Or copy this address into your browser: ${escapeHtml(link.href)}</p>`
    : '';
  return `<div style="font-family:Nunito,Arial,sans-serif;color:#2b1838;max-width:560px">${body}${button}<p>— Drip Cotton Candy</p></div>`;
}

export function confirmationMail(to: string, link: string): MailMessage {
  const lines = [
    'Welcome to Drip Cotton Candy!',
    'Please confirm your email address to finish creating your account. The link works for 24 hours and only once.',
  ];
  return {
    to,
    subject: 'Confirm your email for Drip Cotton Candy',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not sign up, you can ignore this email.\n\n— Drip Cotton Candy`,
    html: html([...lines, 'If you did not sign up, you can ignore this email.'], { href: link, label: 'Confirm my email' }),
  };
}

/** Sent instead of a second account, so the sign-up form never tells a stranger which addresses have accounts. */
export function existingAccountMail(to: string, signInLink: string, resetLink: string): MailMessage {
  const lines = [
    'Someone (hopefully you) tried to create a Drip Cotton Candy account with this email address, but it already has one.',
    `To sign in, go to ${signInLink}. Forgot your password? Reset it at ${resetLink}.`,
    'If this was not you, you can ignore this email; nothing has changed.',
  ];
  return { to, subject: 'You already have a Drip Cotton Candy account', text: `${lines.join('\n\n')}\n\n— Drip Cotton Candy`, html: html(lines, null) };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  const lines = [
    'We received a request to reset the password of your Drip Cotton Candy account.',
    'Choose a new password with the link below. It works for 1 hour and only once. Resetting signs you out everywhere else.',
  ];
  return {
    to,
    subject: 'Reset your Drip Cotton Candy password',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.\n\n— Drip Cotton Candy`,
    html: html([...lines, 'If you did not ask for this, you can ignore this email; your password stays the same.'], {
      href: link,
      label: 'Choose a new password',
    }),
  };
}
