/**
 * The length limits of a person's details (storefront §5 Identity and account), shared by the
 * checkout's identity form, the profile, and the admit details of tickets and memberships.
 */

/** The longest first or last name: 50 characters (storefront §5 "First and last name: required, max 50."). */
export const NAME_MAX_LENGTH = 50
/** The longest e-mail address: 254 characters (storefront §5 "E-mail: required, max 254"). */
export const EMAIL_MAX_LENGTH = 254
/** The longest phone number: 50 characters (storefront §5 "Phone: max 50."). */
export const PHONE_MAX_LENGTH = 50
/** The longest answer to a tenant's custom identity field: 1000 characters (storefront §5 "Custom identity fields: max 1000."). */
export const CUSTOM_FIELD_MAX_LENGTH = 1000
