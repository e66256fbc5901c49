// Account forms and bodies: login, business account, change and reset password.
// Passwords take any character: they are compared, never shown, and refusing one would lock its owner out.
import { IsOptional, Matches, MinLength } from 'class-validator';
import { Id, OptionalText, RequiredText, SameAs } from './decorators';
import { EMAIL_PATTERN, MAX_TEXT, MIN_PASSWORD_LENGTH, Msg } from './messages';

/** POST /Account/Login and the login form. */
export class LoginDto {
  @Matches(EMAIL_PATTERN, { message: Msg.invalidEmail })
  @RequiredText()
  email!: string;

  @MinLength(MIN_PASSWORD_LENGTH, { message: Msg.passwordTooShort })
  @RequiredText(MAX_TEXT, Msg.required, 'any')
  password!: string;
}

/** POST /Account/Register/Business and the add-account form. */
export class BusinessAccountDto {
  @Matches(EMAIL_PATTERN, { message: Msg.invalidEmail })
  @RequiredText()
  email!: string;

  @MinLength(MIN_PASSWORD_LENGTH, { message: Msg.passwordTooShort })
  @RequiredText(MAX_TEXT, Msg.required, 'any')
  password!: string;

  @Id(Msg.selectBusinessCustomer)
  businessCustomerId!: number;

  @IsOptional()
  @OptionalText()
  firstName?: string;

  @IsOptional()
  @OptionalText()
  lastName?: string;
}

/** The /register form: a business account, with the password typed twice. */
export class RegisterBusinessFormDto extends BusinessAccountDto {
  @SameAs('password', { message: Msg.passwordsDoNotMatch })
  @RequiredText(MAX_TEXT, Msg.required, 'any')
  confirmPassword!: string;
}

/** The fields every change-password check shares. */
class ChangePasswordFields {
  @Matches(EMAIL_PATTERN, { message: Msg.invalidEmail })
  @RequiredText()
  email!: string;

  @RequiredText(MAX_TEXT, Msg.required, 'any')
  oldPassword!: string;

  @MinLength(MIN_PASSWORD_LENGTH, { message: Msg.passwordTooShort })
  @RequiredText(MAX_TEXT, Msg.required, 'any')
  newPassword!: string;
}

/** POST /Account/ChangePassword. */
export class ChangePasswordDto extends ChangePasswordFields {
  /** The new password typed again; when sent and different, the provider responds -1005. */
  @IsOptional()
  @OptionalText(MAX_TEXT, 'any')
  confirmPassword?: string;
}

/** The change-password form: the request plus the new password typed twice. */
export class ChangePasswordFormDto extends ChangePasswordFields {
  @SameAs('newPassword', { message: Msg.passwordsDoNotMatch })
  @RequiredText(MAX_TEXT, Msg.required, 'any')
  confirmPassword!: string;
}

/** The reset-password form (the email travels as a path segment). */
export class ResetPasswordDto {
  @Matches(EMAIL_PATTERN, { message: Msg.invalidEmail })
  @RequiredText()
  email!: string;
}
