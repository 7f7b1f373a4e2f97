import { Limits } from '@rc/contract/constants';

export interface PasswordChange {
  oldpassword: string;
  newpassword: string;
  confirm: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordChange, string>>;

/** Spec 5: old password given, new at least 5 characters, the two new ones equal (i18n keys). */
export function checkPasswordChange(values: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.oldpassword === '') errors.oldpassword = 'password.oldRequired';
  if (values.newpassword.length < Limits.adminPasswordMinLength) errors.newpassword = 'password.tooShort';
  else if (values.confirm !== values.newpassword) errors.confirm = 'password.mismatch';
  return errors;
}
